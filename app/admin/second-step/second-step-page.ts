/**
 * `/admin/sign-in/code`: the second step of signing in, for a browser whose password was right.
 * An enrolled account enters an authenticator or recovery code; an account that must enrol scans
 * a QR code, confirms with its first code and is shown its recovery codes once. Without a sign-in
 * to continue the browser goes back to the password. Refusals: 401 wrong code, 429 locked or too
 * many attempts, 400 nothing entered.
 */
import type { AdminAuthentication, SecondStep } from "#shared/accounts/contract.ts";
import { adminTitles, secondStepText, signInText } from "#app/content/admin.ts";
import {
  adminHeaders,
  adminMeta,
  adminRedirect,
  noInbox,
  type AdminRequest,
  type ScreenPage,
} from "#app/admin/common/answer.ts";
import { readForm, safeReturnPath, SIGN_IN_PATH, withNext } from "#app/admin/common/guard.ts";

/** The enrolment's QR code, an image of its own so that the page needs no inline markup. */
export const QR_CODE_PATH = "/admin/sign-in/qr-code.svg";

export type SecondStepView =
  | {
      readonly screen: "code";
      readonly step: SecondStep;
      readonly token: string;
      readonly next: string;
      readonly error: string | undefined;
    }
  | { readonly screen: "recovery-codes"; readonly codes: readonly string[]; readonly next: string };

export async function secondStepPage(
  context: AdminRequest,
): Promise<ScreenPage<SecondStepView> | Response> {
  const accounts = context.locals.accounts;
  if (!accounts) return noInbox();
  const cookieHeader = context.request.headers.get("Cookie");
  if (context.request.method !== "POST") {
    const next = safeReturnPath(context.url.searchParams.get("next"));
    if (await accounts.session(cookieHeader)) return adminRedirect(next, 302);
    return codeForm(accounts, context, next, { status: 200, error: undefined });
  }

  const form = await readForm(context.request);
  const next = safeReturnPath(form.get("next"));
  const code = String(form.get("code") ?? "").trim();
  if (code === "") {
    return codeForm(accounts, context, next, { status: 400, error: secondStepText.missing });
  }
  const outcome = await accounts.completeSignIn({ code, token: form.get("token"), cookieHeader });
  switch (outcome.status) {
    case "signed-in":
      if (!outcome.recoveryCodes) return adminRedirect(next, 303, outcome.setCookies);
      return {
        status: 200,
        meta: adminMeta(adminTitles.recoveryCodes, context.url),
        cookies: outcome.setCookies,
        props: { screen: "recovery-codes", codes: outcome.recoveryCodes, next },
      };
    case "expired":
      return adminRedirect(withNext(SIGN_IN_PATH, next), 303);
    case "refused":
      return codeForm(accounts, context, next, { status: 401, error: secondStepText.refused });
    case "locked":
      return codeForm(accounts, context, next, {
        status: 429,
        error: signInText.locked(outcome.minutes),
      });
    case "throttled":
      return codeForm(accounts, context, next, { status: 429, error: signInText.throttled });
  }
}

async function codeForm(
  accounts: AdminAuthentication,
  { request, url }: AdminRequest,
  next: string,
  { status, error }: { status: number; error: string | undefined },
): Promise<ScreenPage<SecondStepView> | Response> {
  const cookieHeader = request.headers.get("Cookie");
  const step = await accounts.secondStep(cookieHeader);
  if (!step) return adminRedirect(withNext(SIGN_IN_PATH, next), status === 200 ? 302 : 303);
  const form = accounts.signInForm(cookieHeader);
  return {
    status,
    meta: adminMeta(step.kind === "enrol" ? adminTitles.enrol : adminTitles.secondStep, url),
    cookies: form.setCookie ? [form.setCookie] : [],
    props: { screen: "code", step, token: form.token, next, error },
  };
}

/** `/admin/sign-in/qr-code.svg`: the QR code of the enrolment this browser is in; 404 otherwise. */
export async function enrolmentQrCode({ locals, request }: AdminRequest): Promise<Response> {
  const svg = await locals.accounts?.enrolmentQrCode(request.headers.get("Cookie"));
  if (svg === undefined) return new Response(null, { status: 404, headers: adminHeaders });
  return new Response(svg, {
    headers: { ...adminHeaders, "Content-Type": "image/svg+xml; charset=utf-8" },
  });
}
