/**
 * Presence on an enquiry's page: `POST /admin/enquiries/:id/presence` records the page's beat
 * (its key and whether a reply is being written, or that it is being left) and answers who else
 * is there, as JSON with each colleague's line; `/admin/presence.js` is the page's script. A page from a session that
 * ended is sent to sign in, like any other POST of the inbox.
 */
import script from "virtual:inline-script/presence";
import { isPresenceTab } from "#shared/inbox/presence.ts";
import { presenceText } from "#app/content/admin.ts";
import { adminHeaders, scriptAnswer, type AdminRequest } from "#app/admin/common/answer.ts";
import { readForm, refusedEnquiry, requirePost } from "#app/admin/common/guard.ts";
import { namesFrom } from "#app/admin/common/views.ts";

const json = (body: unknown, status = 200) =>
  Response.json(body, { status, headers: adminHeaders });

export async function presenceBeat(context: AdminRequest, id: string): Promise<Response> {
  const form = await readForm(context.request);
  const verdict = await requirePost(context, form, "inbox", "replies");
  if (verdict instanceof Response) return verdict;
  if (!("session" in verdict)) return json({ message: verdict.problem.heading }, verdict.status);
  const refused = await refusedEnquiry(verdict, id, context.url);
  if (refused) return json({ message: refused.problem.heading }, refused.status);
  const tab = form.get("tab");
  if (!isPresenceTab(tab)) return json({ message: presenceText.badBeat }, 400);
  const beat = {
    tab,
    writing: form.get("writing") === "true",
    leaving: form.get("leaving") === "true",
  };
  const others = await verdict.inbox.presence(verdict.session, id, beat);
  if (!others) return json({ message: presenceText.notFound }, 404);
  const nameOf = namesFrom(await verdict.replies.teamNames());
  return json({
    others: others.map((other) => ({
      ...other,
      text: presenceText.line({ name: nameOf(other.email), writing: other.writing }),
    })),
  });
}

export const presenceScript = (): Response => scriptAnswer(script);
