/**
 * The door of every admin route: a loader needs a session, an action needs a session and that
 * session's CSRF token. Without a session the browser goes to the sign-in page (and comes back
 * afterwards); with a wrong or missing token the POST is refused with 403 and changes nothing.
 */
import { data, redirect, type RouterContextProvider } from "react-router";
import { adminServiceContext, type AdminService, type AdminSession } from "@shared/admin-service";

export const CSRF_FIELD = "csrf";
export const SIGN_IN_PATH = "/admin/sign-in";
export const INBOX_PATH = "/admin";

interface Signed {
  readonly admin: AdminService;
  readonly session: AdminSession;
}

interface Args {
  readonly request: Request;
  /** The page's URL, without React Router's `.data` suffix and parameters. */
  readonly url: URL;
  readonly context: Readonly<RouterContextProvider>;
}

/** Where to return after signing in: only a page of the inbox, never another site. */
export function safeReturnPath(value: unknown): string {
  if (typeof value !== "string" || !/^\/admin(?:[/?]|$)/.test(value)) return INBOX_PATH;
  return value.startsWith(SIGN_IN_PATH) || value.startsWith("/admin/sign-out") ? INBOX_PATH : value;
}

function toSignIn(url: URL, status: 302 | 303) {
  const back = safeReturnPath(url.pathname + url.search);
  const query = back === INBOX_PATH ? "" : `?next=${encodeURIComponent(back)}`;
  return redirect(`${SIGN_IN_PATH}${query}`, status);
}

export async function requireSession({ request, url, context }: Args): Promise<Signed> {
  const admin = context.get(adminServiceContext);
  const session = await admin.session(request.headers.get("Cookie"));
  if (!session) throw toSignIn(url, 302);
  return { admin, session };
}

export async function requirePost(
  { request, url, context }: Args,
  form: FormData,
): Promise<Signed> {
  const admin = context.get(adminServiceContext);
  const verdict = await admin.authorizePost(request.headers.get("Cookie"), form.get(CSRF_FIELD));
  if (verdict.status === "signed-out") throw toSignIn(url, 303);
  if (verdict.status === "forged") throw data("forged", { status: 403 });
  return { admin, session: verdict.session };
}
