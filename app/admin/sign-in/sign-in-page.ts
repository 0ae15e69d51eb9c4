/**
 * `/admin/sign-in`: the form (with its double-submit token) and its POST. A refusal comes back in
 * the form with its own status: 401 wrong e-mail or password, 403 stale form, 429 locked or too
 * many attempts, 400 fields left empty. A right password of an account with two-step sign-in goes on to its code.
 */
import type { AdminAuthentication, SignInOutcome } from "#shared/accounts/contract.ts";
import { adminTitles, signInText } from "#app/content/admin.ts";
import {
  adminMeta,
  adminRedirect,
  noInbox,
  type AdminRequest,
  type ScreenPage,
} from "#app/admin/common/answer.ts";
import { readForm, safeReturnPath, SECOND_STEP_PATH, withNext } from "#app/admin/common/guard.ts";

export interface SignInView {
  readonly token: string;
  /** Where to go once signed in. */
  readonly next: string;
  readonly email: string;
  readonly error: string | undefined;
}

type Refusal =
  | Exclude<SignInOutcome, { status: "signed-in" } | { status: "second-step" }>
  | { status: "missing" };

function refusalMessage(refusal: Refusal): string {
  switch (refusal.status) {
    case "refused":
      return signInText.refused;
    case "expired":
      return signInText.expired;
    case "locked":
      return signInText.locked(refusal.minutes);
    case "throttled":
      return signInText.throttled;
    case "missing":
      return signInText.missing;
  }
}

const refusalStatus = {
  refused: 401,
  expired: 403,
  locked: 429,
  throttled: 429,
  missing: 400,
} as const;

export async function signInPage(
  context: AdminRequest,
): Promise<ScreenPage<SignInView> | Response> {
  const accounts = context.locals.accounts;
  if (!accounts) return noInbox();
  return context.request.method === "POST"
    ? signIn(accounts, context)
    : signInForm(accounts, context);
}

async function signInForm(
  accounts: AdminAuthentication,
  { request, url }: AdminRequest,
): Promise<ScreenPage<SignInView> | Response> {
  const cookieHeader = request.headers.get("Cookie");
  const next = safeReturnPath(url.searchParams.get("next"));
  if (await accounts.session(cookieHeader)) return adminRedirect(next, 302);
  const form = accounts.signInForm(cookieHeader);
  return {
    status: 200,
    meta: adminMeta(adminTitles.signIn, url),
    cookies: form.setCookie ? [form.setCookie] : [],
    props: { token: form.token, next, email: "", error: undefined },
  };
}

async function signIn(
  accounts: AdminAuthentication,
  { request, url }: AdminRequest,
): Promise<ScreenPage<SignInView> | Response> {
  const cookieHeader = request.headers.get("Cookie");
  const form = await readForm(request);
  const email = String(form.get("email") ?? "");
  const password = String(form.get("password") ?? "");
  const next = safeReturnPath(form.get("next"));

  const outcome: SignInOutcome | { status: "missing" } =
    email.trim() === "" || password === ""
      ? { status: "missing" }
      : await accounts.signIn({ email, password, token: form.get("token"), cookieHeader });

  if (outcome.status === "signed-in") return adminRedirect(next, 303, outcome.setCookies);
  if (outcome.status === "second-step") {
    return adminRedirect(withNext(SECOND_STEP_PATH, next), 303, outcome.setCookies);
  }
  // A stale form gets a fresh token, so the next try can succeed without reloading.
  const fresh = accounts.signInForm(outcome.status === "expired" ? null : cookieHeader);
  return {
    status: refusalStatus[outcome.status],
    meta: adminMeta(adminTitles.signIn, url),
    cookies: fresh.setCookie ? [fresh.setCookie] : [],
    props: { token: fresh.token, next, email, error: refusalMessage(outcome) },
  };
}
