/**
 * The door of every admin page: reading needs a session, a POST needs a session and that
 * session's CSRF token. Without a session the browser goes to the sign-in page (and comes back
 * afterwards); with a wrong or missing token the POST is refused with 403 and changes nothing.
 */
import type { AdminService, AdminSession } from "#shared/admin-service.ts";
import { administratorsOnlyText, adminTitles, forgedPostText } from "#app/content/admin.ts";
import {
  adminMeta,
  adminRedirect,
  noInbox,
  type AdminRequest,
  type ProblemPage,
} from "./answer.ts";

export const CSRF_FIELD = "csrf";
export const SIGN_IN_PATH = "/admin/sign-in";
export const SECOND_STEP_PATH = "/admin/sign-in/code";
export const INBOX_PATH = "/admin";

export interface Signed {
  readonly admin: AdminService;
  readonly session: AdminSession;
}

/**
 * A page of the inbox, written in printable ASCII without spaces: what a URL's path and query
 * look like once percent-encoded. Anything else (a line break, a tab, another site) could not go
 * into a Location header, or would lead away from the inbox.
 */
const INBOX_PAGE = /^\/admin(?:[/?][\x21-\x7e]*)?$/;

/** Where to return after signing in: only a page of the inbox, never another site. */
export function safeReturnPath(value: unknown): string {
  if (typeof value !== "string" || !INBOX_PAGE.test(value)) return INBOX_PATH;
  return value.startsWith(SIGN_IN_PATH) || value.startsWith("/admin/sign-out") ? INBOX_PATH : value;
}

/** `path`, asking it to return to `next` afterwards unless that is the inbox's front page. */
export function withNext(path: string, next: string): string {
  return next === INBOX_PATH ? path : `${path}?next=${encodeURIComponent(next)}`;
}

function toSignIn(url: URL, status: 302 | 303): Response {
  return adminRedirect(withNext(SIGN_IN_PATH, safeReturnPath(url.pathname + url.search)), status);
}

/** The posted form; a body that is no form reads as an empty one (and so is refused). */
export async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    return new FormData();
  }
}

/** The refusal of a POST that did not come from the inbox's own page. */
export function forgedPost(url: URL, status: 400 | 403 = 403): ProblemPage {
  return { status, meta: adminMeta(adminTitles.forged, url), problem: forgedPostText };
}

export async function requireSession({
  locals,
  request,
  url,
}: AdminRequest): Promise<Signed | Response> {
  const admin = locals.admin;
  if (!admin) return noInbox();
  const session = await admin.session(request.headers.get("Cookie"));
  return session ? { admin, session } : toSignIn(url, 302);
}

export async function requirePost(
  { locals, request, url }: AdminRequest,
  form: FormData,
): Promise<Signed | ProblemPage | Response> {
  const admin = locals.admin;
  if (!admin) return noInbox();
  const verdict = await admin.authorizePost(request.headers.get("Cookie"), form.get(CSRF_FIELD));
  if (verdict.status === "signed-out") return toSignIn(url, 303);
  if (verdict.status === "forged") return forgedPost(url);
  return { admin, session: verdict.session };
}

/** What a reviewer sees at an administrator's page: what their account can do instead. */
export function administratorsOnly(url: URL): ProblemPage {
  return {
    status: 403,
    meta: adminMeta(adminTitles.administratorsOnly, url),
    problem: administratorsOnlyText,
  };
}

/** Reading an administrator's page: a session with that role. */
export async function requireAdministrator(
  context: AdminRequest,
): Promise<Signed | ProblemPage | Response> {
  const signed = await requireSession(context);
  if (signed instanceof Response) return signed;
  return signed.session.role === "administrator" ? signed : administratorsOnly(context.url);
}
