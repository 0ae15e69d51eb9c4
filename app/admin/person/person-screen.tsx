import { Button } from "#app/components/ui/button.tsx";
import { personText } from "#app/content/admin.ts";
import type { PersonView } from "./person-page.ts";
import { cn } from "#app/lib/cn.ts";
import { ActionNotice } from "#app/admin/common/action-notice.tsx";
import { AdminShell } from "#app/admin/common/admin-shell.tsx";
import { controlClass, labelClass, panelClass } from "#app/admin/common/controls.ts";
import { CsrfField } from "#app/admin/common/csrf-field.tsx";

/**
 * An administrator answers a privacy request: one address, then either a copy of the data or its
 * erasure. Both actions post the same form; erasure also needs the confirmation box.
 */
export function PersonScreen({ viewer, email, emailError, confirmError, notice }: PersonView) {
  const describedBy = ["person-email-hint", emailError ? "person-email-error" : undefined]
    .filter(Boolean)
    .join(" ");
  return (
    <AdminShell viewer={viewer} section="person">
      <h1 className="text-2xl font-bold sm:text-3xl">{personText.heading}</h1>
      <p className="mt-2 max-w-prose text-ink-muted">{personText.intro}</p>
      <form method="post" className={cn(panelClass, "mt-6 max-w-2xl")} noValidate>
        <CsrfField token={viewer.csrfToken} />
        <label htmlFor="person-email" className={labelClass}>
          {personText.email}
        </label>
        <input
          id="person-email"
          name="email"
          type="email"
          autoComplete="off"
          required
          defaultValue={email}
          aria-describedby={describedBy}
          aria-invalid={emailError ? true : undefined}
          className={controlClass}
        />
        <p id="person-email-hint" className="mt-1 text-xs text-ink-muted">
          {personText.emailHint}
        </p>
        {emailError ? (
          <p id="person-email-error" className="mt-1 text-sm font-semibold text-danger">
            {emailError}
          </p>
        ) : null}

        <div className="mt-6 grid gap-6 sm:grid-cols-2">
          <section aria-labelledby="export-heading">
            <h2 id="export-heading" className="text-lg font-bold">
              {personText.exportHeading}
            </h2>
            <p className="mt-1 text-sm text-ink-muted">{personText.exportBody}</p>
            <Button type="submit" name="intent" value="export" variant="secondary" className="mt-3">
              {personText.exportSubmit}
            </Button>
          </section>
          <section aria-labelledby="erase-heading">
            <h2 id="erase-heading" className="text-lg font-bold">
              {personText.eraseHeading}
            </h2>
            <p className="mt-1 text-sm text-ink-muted">{personText.eraseBody}</p>
            <div className="mt-3 flex items-start gap-2">
              <input
                id="erase-confirm"
                name="confirm"
                type="checkbox"
                value="yes"
                aria-describedby={confirmError ? "erase-confirm-error" : undefined}
                aria-invalid={confirmError ? true : undefined}
                className="mt-1 size-5 accent-brand-600"
              />
              <label htmlFor="erase-confirm" className="text-sm text-ink">
                {personText.eraseConfirm}
              </label>
            </div>
            {confirmError ? (
              <p id="erase-confirm-error" className="mt-1 text-sm font-semibold text-danger">
                {confirmError}
              </p>
            ) : null}
            <Button
              type="submit"
              name="intent"
              value="erase"
              className="mt-3 bg-danger hover:bg-red-800"
            >
              {personText.eraseSubmit}
            </Button>
          </section>
        </div>
        <div className="mt-4">
          <ActionNotice id="person-notice" notice={notice} />
        </div>
      </form>
    </AdminShell>
  );
}
