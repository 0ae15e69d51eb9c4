import { Button } from "#app/components/ui/button.tsx";
import { forgotPasswordText } from "#app/content/admin.ts";
import { ActionNotice } from "#app/admin/common/action-notice.tsx";
import { AdminShell } from "#app/admin/common/admin-shell.tsx";
import { panelClass } from "#app/admin/common/controls.ts";
import { LabelledInput } from "#app/admin/common/labelled-input.tsx";
import { SIGN_IN_PATH } from "#app/admin/common/guard.ts";
import type { ForgotPasswordView } from "./forgot-password-page.ts";

/** The address to send a new password's link to, and what became of the last request. */
export function ForgotPasswordScreen({ email, notice }: ForgotPasswordView) {
  return (
    <AdminShell>
      <div className={`${panelClass} mx-auto mt-4 max-w-md sm:mt-12`}>
        <h1 className="text-2xl font-bold">{forgotPasswordText.heading}</h1>
        <p className="mt-1 text-ink-muted">{forgotPasswordText.intro}</p>
        <form method="post" className="mt-6 grid gap-4">
          <LabelledInput
            id="email"
            label={forgotPasswordText.email}
            name="email"
            type="email"
            autoComplete="username"
            required
            defaultValue={email}
          />
          <ActionNotice id="forgot-notice" notice={notice} />
          <Button type="submit">{forgotPasswordText.submit}</Button>
        </form>
        <p className="mt-4 text-sm">
          <a href={SIGN_IN_PATH} className="font-semibold text-brand-800 underline">
            {forgotPasswordText.backToSignIn}
          </a>
        </p>
      </div>
    </AdminShell>
  );
}
