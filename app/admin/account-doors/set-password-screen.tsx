import { PASSWORD_MIN_LENGTH } from "#shared/accounts/contract.ts";
import { Button } from "#app/components/ui/button.tsx";
import { setPasswordText } from "#app/content/admin.ts";
import { AdminShell } from "#app/admin/common/admin-shell.tsx";
import { panelClass } from "#app/admin/common/controls.ts";
import { LabelledInput } from "#app/admin/common/labelled-input.tsx";
import type { SetPasswordView } from "./set-password-page.ts";

/** The new password, typed twice: an invitation's first, or a forgotten one's replacement. */
export function SetPasswordScreen({
  door,
  link,
  signInToken,
  email,
  displayName,
  error,
}: SetPasswordView) {
  const invitation = door === "invitation";
  const problem = error
    ? { "aria-describedby": "password-error", "aria-invalid": true as const }
    : {};
  return (
    <AdminShell>
      <div className={`${panelClass} mx-auto mt-4 max-w-md sm:mt-12`}>
        <h1 className="text-2xl font-bold">
          {invitation
            ? setPasswordText.invitationHeading(displayName)
            : setPasswordText.resetHeading}
        </h1>
        <p className="mt-1 text-ink-muted">
          {invitation ? setPasswordText.invitationIntro(email) : setPasswordText.resetIntro(email)}
        </p>
        <form method="post" className="mt-6 grid gap-4">
          <input type="hidden" name="link" value={link} />
          <input type="hidden" name="token" value={signInToken} />
          {/* For password managers: the account the new password belongs to. */}
          <input type="hidden" name="email" value={email} autoComplete="username" />
          <div>
            <LabelledInput
              id="password"
              label={setPasswordText.password}
              name="password"
              type="password"
              autoComplete="new-password"
              minLength={PASSWORD_MIN_LENGTH}
              required
              {...problem}
            />
            <p className="mt-1 text-sm text-ink-muted">
              {setPasswordText.passwordHint(PASSWORD_MIN_LENGTH)}
            </p>
          </div>
          <LabelledInput
            id="confirm"
            label={setPasswordText.confirm}
            name="confirm"
            type="password"
            autoComplete="new-password"
            required
            {...problem}
          />
          <p id="password-error" role="alert" className="min-h-6 text-sm font-semibold text-danger">
            {error}
          </p>
          <Button type="submit">
            {invitation ? setPasswordText.submitInvitation : setPasswordText.submitReset}
          </Button>
        </form>
      </div>
    </AdminShell>
  );
}
