/**
 * `/admin/send-kept`: an administrator's button on the list sends the enquiries that arrived
 * while e-mail was off to the team's mailbox, each once; then back to the list, where the
 * banner is gone. A GET changes nothing.
 */
import { adminRedirect, type AdminRequest, type ProblemPage } from "#app/admin/common/answer.ts";
import { administratorsOnly, INBOX_PATH, readForm, requirePost } from "#app/admin/common/guard.ts";

export const SEND_KEPT_PATH = "/admin/send-kept";

export async function sendKeptPage(context: AdminRequest): Promise<ProblemPage | Response> {
  if (context.request.method !== "POST") return adminRedirect(INBOX_PATH, 302);
  const signed = await requirePost(context, await readForm(context.request), "inbox");
  if (!("session" in signed)) return signed;
  if (signed.session.role !== "administrator") return administratorsOnly(context.url);
  await signed.inbox.sendNeverSent(signed.session);
  return adminRedirect(INBOX_PATH, 303);
}
