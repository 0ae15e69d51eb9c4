import { companyName } from "virtual:site-facts";
import { Button, ButtonLink } from "#app/components/ui/button.tsx";
import { secondStepText } from "#app/content/admin.ts";
import { QR_CODE_PATH, type SecondStepView } from "./second-step-page.ts";
import { AdminShell } from "#app/admin/common/admin-shell.tsx";
import { panelClass } from "#app/admin/common/controls.ts";
import { LabelledInput } from "#app/admin/common/labelled-input.tsx";

/** The code form (with the QR code while enrolling), or the recovery codes after enrolling. */
export function SecondStepScreen(view: SecondStepView) {
  return (
    <AdminShell>
      <div className={`${panelClass} mx-auto mt-4 max-w-md sm:mt-12`}>
        {view.screen === "recovery-codes" ? <RecoveryCodes {...view} /> : <CodeForm {...view} />}
      </div>
    </AdminShell>
  );
}

/** The secret in groups of four, as authenticator apps show and accept it. */
function grouped(secret: string): string {
  return secret.match(/.{1,4}/g)?.join(" ") ?? secret;
}

function CodeForm({ step, token, next, error }: Extract<SecondStepView, { screen: "code" }>) {
  const enrolling = step.kind === "enrol";
  const describedBy = [enrolling ? undefined : "code-hint", error ? "code-error" : undefined]
    .filter(Boolean)
    .join(" ");
  return (
    <>
      <h1 className="text-2xl font-bold">
        {enrolling ? secondStepText.enrolHeading : secondStepText.codeHeading}
      </h1>
      {enrolling ? (
        <>
          <p className="mt-2 text-ink-muted">{secondStepText.enrolIntro}</p>
          <p className="mt-4">{secondStepText.enrolScan}</p>
          <img
            src={QR_CODE_PATH}
            alt={secondStepText.qrCodeLabel}
            width={192}
            height={192}
            className="mx-auto mt-3"
          />
          <p className="mt-4">{secondStepText.enrolKey}</p>
          <p className="mt-1 font-mono text-lg font-semibold tracking-wide">
            {grouped(step.secret)}
          </p>
          <p className="mt-4">{secondStepText.enrolCode}</p>
        </>
      ) : (
        <p className="mt-2 text-ink-muted">{secondStepText.codeIntro(companyName)}</p>
      )}
      <form method="post" className="mt-6 grid gap-4">
        <input type="hidden" name="token" value={token} />
        <input type="hidden" name="next" value={next} />
        <LabelledInput
          id="code"
          label={secondStepText.code}
          name="code"
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          required
          aria-describedby={describedBy || undefined}
          aria-invalid={error ? true : undefined}
        />
        {enrolling ? null : (
          <p id="code-hint" className="-mt-3 text-sm text-ink-muted">
            {secondStepText.codeHint}
          </p>
        )}
        <p id="code-error" role="alert" className="min-h-6 text-sm font-semibold text-danger">
          {error}
        </p>
        <Button type="submit">
          {enrolling ? secondStepText.enrolSubmit : secondStepText.submit}
        </Button>
      </form>
    </>
  );
}

function RecoveryCodes({ codes, next }: Extract<SecondStepView, { screen: "recovery-codes" }>) {
  return (
    <>
      <h1 className="text-2xl font-bold">{secondStepText.recoveryHeading}</h1>
      <p className="mt-2 text-ink-muted">{secondStepText.recoveryIntro}</p>
      <ol
        aria-label={secondStepText.recoveryListLabel}
        className="mt-4 grid grid-cols-2 gap-2 font-mono text-lg font-semibold"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <ButtonLink href={next} className="mt-6 w-full">
        {secondStepText.continue}
      </ButtonLink>
    </>
  );
}
