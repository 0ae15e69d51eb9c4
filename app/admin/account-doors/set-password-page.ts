/**
 * The page an invitation's link (`/admin/invitation`) or a forgotten password's link
 * (`/admin/sign-in/reset`) opens. Its GET only shows the form; the POST makes the account or sets
 * the password, then signs in with it, so the second step (setting up or asking the
 * authenticator's code) comes next as at any sign-in. A closed link gets a page that says why:
 * 404 for an unknown one, 410 for an expired, used or withdrawn one.
 */
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "#shared/accounts/contract.ts";
import type { AccountDoors, InvitationLink, ResetLink } from "#shared/people/contract.ts";
import type { AdminAuthentication } from "#shared/accounts/contract.ts";
import { adminTitles, setPasswordText } from "#app/content/admin.ts";
import {
  adminMeta,
  adminRedirect,
  noInbox,
  type AdminPage,
  type AdminRequest,
} from "#app/admin/common/answer.ts";
import { INBOX_PATH, readForm, SECOND_STEP_PATH, SIGN_IN_PATH } from "#app/admin/common/guard.ts";

export type Door = "invitation" | "reset";

export interface SetPasswordView {
  readonly door: Door;
  /** The link's token, posted back with the form. */
  readonly link: string;
  /** The sign-in form's token, so the new password signs in at once. */
  readonly signInToken: string;
  readonly email: string;
  readonly displayName: string;
  readonly error: string | undefined;
}

type Opened = Extract<InvitationLink | ResetLink, { status: "open" }>;
type Closed = Exclude<InvitationLink | ResetLink, { status: "open" }>;

const closedStatus = {
  unknown: 404,
  invalid: 410,
  expired: 410,
  used: 410,
  withdrawn: 410,
} as const;

function opened(people: AccountDoors, door: Door, token: string) {
  return door === "invitation" ? people.invitation(token) : people.passwordReset(token);
}

export async function setPasswordPage(
  context: AdminRequest,
  door: Door,
): Promise<AdminPage<SetPasswordView> | Response> {
  const { locals, request, url } = context;
  const { people, accounts } = locals;
  if (!people || !accounts) return noInbox();
  const meta = adminMeta(
    door === "invitation" ? adminTitles.invitation : adminTitles.newPassword,
    url,
  );
  const closed = (state: Closed): AdminPage<SetPasswordView> => ({
    status: closedStatus[state.status],
    meta,
    problem: setPasswordText.closed[state.status],
  });
  const cookieHeader = request.headers.get("Cookie");
  const form = request.method === "POST" ? await readForm(request) : undefined;
  const link = String(form?.get("link") ?? url.searchParams.get("token") ?? "");
  const state = await opened(people, door, link);
  if (state.status !== "open") return closed(state);

  const page = (status: number, error?: string): AdminPage<SetPasswordView> => {
    const signIn = accounts.signInForm(cookieHeader);
    return {
      status,
      meta,
      cookies: signIn.setCookie ? [signIn.setCookie] : [],
      props: {
        door,
        link,
        signInToken: signIn.token,
        email: state.email,
        displayName: "displayName" in state ? state.displayName : "",
        error,
      },
    };
  };
  if (!form) return page(200);

  const password = String(form.get("password") ?? "");
  if (password !== String(form.get("confirm") ?? "")) return page(400, setPasswordText.mismatch);
  const done =
    door === "invitation"
      ? await people.acceptInvitation(link, password)
      : await people.resetPassword(link, password);
  if (done.status === "weak-password") {
    return page(400, setPasswordText.weak(PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH));
  }
  if (done.status !== "open") return closed(done);
  return signInWith(accounts, state, password, form.get("token"), cookieHeader);
}

/** Signs in with the new password: on to the second step, or to the inbox when none is asked. */
async function signInWith(
  accounts: AdminAuthentication,
  { email }: Opened,
  password: string,
  token: FormDataEntryValue | null,
  cookieHeader: string | null,
): Promise<Response> {
  const outcome = await accounts.signIn({ email, password, token, cookieHeader });
  if (outcome.status === "second-step") {
    return adminRedirect(SECOND_STEP_PATH, 303, outcome.setCookies);
  }
  if (outcome.status === "signed-in") return adminRedirect(INBOX_PATH, 303, outcome.setCookies);
  // The password is set; only the sign-in's own limits stood in the way.
  return adminRedirect(SIGN_IN_PATH, 303);
}
