/**
 * The door of every admin page: reading needs a session, a POST needs a session and that
 * session's CSRF token. Without a session the browser goes to the sign-in page (and comes back
 * afterwards); with a wrong or missing token the POST is refused with 403 and changes nothing.
 */
import type { InboxFeature, InboxLocals, SiteLocals } from "#shared/locals/site-locals.ts";
import type { AdminSession } from "#shared/accounts/contract.ts";
import {
  administratorsOnlyText,
  adminTitles,
  forgedPostText,
  otherRolesText,
} from "#app/content/admin.ts";
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
export const FORGOT_PASSWORD_PATH = "/admin/sign-in/forgot";
export const INBOX_PATH = "/admin";

/** A signed-in request, with the contracts of the inbox its screen asked for. */
export type Signed<F extends InboxFeature = never> = { readonly session: AdminSession } & Pick<
  InboxLocals,
  F
>;

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

/** The contracts a screen asked for; undefined when the server handed over no inbox. */
function contractsOf<F extends InboxFeature>(
  locals: SiteLocals,
  features: readonly F[],
): Pick<InboxLocals, F> | undefined {
  const picked: Partial<Record<InboxFeature, unknown>> = {};
  for (const feature of features) {
    if (!locals[feature]) return undefined;
    picked[feature] = locals[feature];
  }
  return picked as Pick<InboxLocals, F>;
}

/** Reading a screen: a session, and the contracts of the inbox it names. */
export async function requireSession<F extends InboxFeature = never>(
  { locals, request, url }: AdminRequest,
  ...features: F[]
): Promise<Signed<F> | Response> {
  const contracts = contractsOf(locals, features);
  if (!locals.accounts || !contracts) return noInbox();
  const session = await locals.accounts.session(request.headers.get("Cookie"));
  return session ? { ...contracts, session } : toSignIn(url, 302);
}

/** A screen's POST: a session and its CSRF token, and the contracts of the inbox it names. */
export async function requirePost<F extends InboxFeature = never>(
  { locals, request, url }: AdminRequest,
  form: FormData,
  ...features: F[]
): Promise<Signed<F> | ProblemPage | Response> {
  const contracts = contractsOf(locals, features);
  if (!locals.accounts || !contracts) return noInbox();
  const verdict = await locals.accounts.authorizePost(
    request.headers.get("Cookie"),
    form.get(CSRF_FIELD),
  );
  if (verdict.status === "signed-out") return toSignIn(url, 303);
  if (verdict.status === "forged") return forgedPost(url);
  return { ...contracts, session: verdict.session };
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
export async function requireAdministrator<F extends InboxFeature = never>(
  context: AdminRequest,
  ...features: F[]
): Promise<Signed<F> | ProblemPage | Response> {
  const signed = await requireSession(context, ...features);
  if (signed instanceof Response) return signed;
  return signed.session.role === "administrator" ? signed : administratorsOnly(context.url);
}

/** What someone sees at an enquiry their role does not work on (shared/accounts/roles.ts). */
export function otherRolesOnly(url: URL): ProblemPage {
  return { status: 403, meta: adminMeta(adminTitles.otherRoles, url), problem: otherRolesText };
}

/**
 * Every page and action about one enquiry asks this first: the 403 page when the viewer's role
 * does not work on its kind; undefined otherwise (a missing enquiry is the caller's 404).
 */
export async function refusedEnquiry(
  { inbox, session }: Signed<"inbox">,
  id: string,
  url: URL,
): Promise<ProblemPage | undefined> {
  return (await inbox.access(session, id)) === "forbidden" ? otherRolesOnly(url) : undefined;
}
