/** `/admin/sign-out`: a POST with the CSRF token ends the session; a visit by link goes to the inbox. */
import { adminRedirect, type AdminRequest, type ProblemPage } from "#app/admin/common/answer.ts";
import { INBOX_PATH, readForm, requirePost, SIGN_IN_PATH } from "#app/admin/common/guard.ts";

export async function signOut(context: AdminRequest): Promise<ProblemPage | Response> {
  if (context.request.method !== "POST") return adminRedirect(INBOX_PATH, 302);
  const signed = await requirePost(context, await readForm(context.request), "accounts");
  if (!("session" in signed)) return signed;
  const clear = await signed.accounts.signOut(context.request.headers.get("Cookie"));
  return adminRedirect(SIGN_IN_PATH, 303, [clear]);
}
