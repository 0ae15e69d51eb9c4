import { Button } from "#app/components/ui/button.tsx";
import { adminShellText, forgotPasswordText, signInText } from "#app/content/admin.ts";
import { FORGOT_PASSWORD_PATH } from "#app/admin/common/guard.ts";
import type { SignInView } from "./sign-in-page.ts";
import { AdminShell } from "#app/admin/common/admin-shell.tsx";
import { panelClass } from "#app/admin/common/controls.ts";
import { LabelledInput } from "#app/admin/common/labelled-input.tsx";

/** The sign-in form; a refusal shows above the button and marks both fields. */
export function SignInScreen({ token, next, email, error }: SignInView) {
  return (
    <AdminShell>
      <div className={`${panelClass} mx-auto mt-4 max-w-md sm:mt-12`}>
        <h1 className="text-2xl font-bold">{signInText.heading}</h1>
        <p className="mt-1 text-ink-muted">{adminShellText.description}</p>
        <form method="post" className="mt-6 grid gap-4">
          <input type="hidden" name="token" value={token} />
          <input type="hidden" name="next" value={next} />
          <LabelledInput
            id="email"
            label={signInText.email}
            name="email"
            type="email"
            autoComplete="username"
            required
            defaultValue={email}
            aria-describedby={error ? "sign-in-error" : undefined}
            aria-invalid={error ? true : undefined}
          />
          <LabelledInput
            id="password"
            label={signInText.password}
            name="password"
            type="password"
            autoComplete="current-password"
            required
            aria-describedby={error ? "sign-in-error" : undefined}
            aria-invalid={error ? true : undefined}
          />
          <p id="sign-in-error" role="alert" className="min-h-6 text-sm font-semibold text-danger">
            {error}
          </p>
          <Button type="submit">{signInText.submit}</Button>
        </form>
        <p className="mt-4 text-sm">
          <a href={FORGOT_PASSWORD_PATH} className="font-semibold text-brand-800 underline">
            {forgotPasswordText.link}
          </a>
        </p>
      </div>
    </AdminShell>
  );
}
