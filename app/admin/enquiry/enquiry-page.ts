/**
 * `/admin/enquiries/:id`: one enquiry, and its POSTs (change the status, save the note, retry a
 * delivery, reply, take or assign it, record an answer given outside the inbox), each answered on
 * the same page with its outcome beside its form. `?template=<id>` starts the reply from a saved
 * reply, filled in with the enquiry's details.
 */
import { isEnquiryStatus } from "#shared/enquiries/status.ts";
import { NOTE_MAX_LENGTH } from "#shared/inbox/contract.ts";
import { REPLY_MAX_LENGTH, type ReplyFile } from "#shared/replies/contract.ts";
import { type AdminSession } from "#shared/accounts/contract.ts";
import type { ApplicationRecord } from "#shared/hiring/contract.ts";
import { stageMoveFrom } from "#app/admin/openings/stage-move.ts";
import {
  adminTitles,
  applicationText,
  channelLabels,
  enquiryText,
  inboxText,
  replyClockText,
  replyText,
  staleSendText,
  presenceText,
  statusLabels,
  scorecardSummaryText,
} from "#app/content/admin.ts";
import { fillSavedReply } from "#shared/replies/saved-replies.ts";
import {
  adminMeta,
  type ActionNoticeValue,
  type AdminPage,
  type AdminRequest,
  type ProblemPage,
} from "#app/admin/common/answer.ts";
import {
  forgedPost,
  readForm,
  refusedEnquiry,
  requirePost,
  requireSession,
  type Signed,
} from "#app/admin/common/guard.ts";
import { namesFrom, recordView, type RecordView } from "#app/admin/common/views.ts";
import { normalizeEmail } from "#shared/text/email.ts";

export type Intent = "status" | "note" | "retry" | "promise" | "reply" | "stage";

export interface ActionResult {
  readonly intent: Intent;
  readonly notice: ActionNoticeValue;
  /** The note as posted when it was refused, so the text typed is not lost. */
  readonly draftNote?: string;
  /** The reply as posted when it was refused. */
  readonly draftReply?: string;
  /** Refused because the timeline moved on since the page was drawn: the notice says with what. */
  readonly stale?: boolean;
}

export interface EnquiryView {
  readonly viewer: AdminSession;
  readonly record: RecordView;
  /** Who the enquiry can be assigned to. */
  readonly teamMembers: readonly { readonly email: string; readonly name: string }[];
  readonly sendsEmail: boolean;
  readonly savedReplies: readonly { readonly id: string; readonly title: string }[];
  /** The saved reply picked to start from, and the reply form's text. */
  readonly pickedTemplate: string | undefined;
  readonly replyDraft: string;
  /** The reply form's own key: sent twice (a double click, a reload), it is one reply. */
  readonly replyId: string;
  /** The note form's own key, likewise. */
  readonly noteId: string;
  /** Set for a job application. */
  readonly application: ApplicationRecord | undefined;
  /** Who else had the enquiry open when the page was drawn ("… is viewing"). */
  readonly presence: readonly string[];
  readonly result: ActionResult | undefined;
}

/** What a POST did, with the page's status; or the problem that stopped it. */
type Acted =
  { readonly status: 200 | 400 | 409; readonly result: ActionResult } | "bad" | "not-found";

/** A send from a page drawn before something arrived: the draft is kept, the notice comes later. */
const stale = (intent: "reply" | "note", draft: string): Acted => ({
  status: 409,
  result: {
    intent,
    notice: { tone: "error", text: "" },
    stale: true,
    ...(intent === "reply" ? { draftReply: draft } : { draftNote: draft }),
  },
});

/** The page's marker of the timeline it showed (decision 020); none from an older page. */
function seenOf(form: FormData): number | undefined {
  const seen = String(form.get("seen") ?? "");
  return /^\d{1,15}$/.test(seen) ? Number(seen) : undefined;
}

/** What arrived last (a reply, a note, a customer's message), for a stale send's notice. */
function latestArrival(record: RecordView): string {
  const arrivals = [
    ...record.timeline.flatMap((event) => {
      if (event.kind === "assigned" || event.kind === "answered-outside") return [];
      const text =
        event.kind === "replied"
          ? staleSendText.arrivedReply(event.by, event.at)
          : staleSendText.arrivedMessage;
      return [{ atIso: event.atIso, text }];
    }),
    ...record.notes.map((note) => ({
      atIso: note.atIso,
      text: staleSendText.arrivedNote(note.by, note.at),
    })),
  ];
  const [latest] = arrivals.toSorted((a, b) => b.atIso.localeCompare(a.atIso));
  return latest?.text ?? staleSendText.arrivedMessage;
}

/** The files a form's field carries; a file input left empty sends one nameless, empty file. */
async function filesOf(form: FormData, field: string): Promise<ReplyFile[]> {
  const files = form.getAll(field).filter((value): value is File => value instanceof File);
  return Promise.all(
    files
      .filter((file) => file.size > 0 || file.name !== "")
      .map(async (file) => ({ name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) })),
  );
}

const success = (intent: Intent, text: string): Acted => ({
  status: 200,
  result: { intent, notice: { tone: "success", text } },
});

/** The contracts the enquiry's screen works with. */
type Enquiry = Signed<"inbox" | "replies" | "hiring">;
const FEATURES = ["inbox", "replies", "hiring"] as const;

async function act(
  { inbox, replies, hiring, session }: Enquiry,
  id: string,
  form: FormData,
): Promise<Acted> {
  switch (form.get("intent")) {
    case "status": {
      const status = form.get("status");
      if (!isEnquiryStatus(status)) return "bad";
      if (!(await inbox.changeStatus(session, id, status))) return "not-found";
      return success("status", enquiryText.statusSaved(statusLabels[status]));
    }
    case "note": {
      const note = String(form.get("note") ?? "");
      const refused = (text: string): Acted => ({
        status: 400,
        result: { intent: "note", notice: { tone: "error", text }, draftNote: note },
      });
      if (note.length > NOTE_MAX_LENGTH) return refused(enquiryText.noteTooLong(NOTE_MAX_LENGTH));
      const saved = await inbox.saveNote(session, id, note, {
        noteId: String(form.get("noteId") ?? ""),
        seen: seenOf(form),
      });
      if (saved === "not-found") return "not-found";
      if (saved === "stale") return stale("note", note);
      if (saved === "empty") return refused(enquiryText.noteEmpty);
      return success("note", enquiryText.noteSaved);
    }
    case "retry": {
      const retried = await inbox.retryDelivery(session, id, String(form.get("delivery") ?? ""));
      if (retried === "not-found") return "not-found";
      if (retried !== "not-due")
        return success("retry", enquiryText.retried(channelLabels[retried]));
      const text = enquiryText.notRetried;
      return { status: 200, result: { intent: "retry", notice: { tone: "error", text } } };
    }
    case "assign": {
      const owner = String(form.get("owner") ?? "");
      const assigned = await replies.assign(session, id, owner);
      if (assigned === "not-found") return "not-found";
      if (assigned === "unknown-member") {
        const text = replyClockText.unknownMember;
        return { status: 400, result: { intent: "promise", notice: { tone: "error", text } } };
      }
      const member = normalizeEmail(owner);
      if (member === session.email) return success("promise", replyClockText.taken);
      return success(
        "promise",
        assigned === "assigned"
          ? replyClockText.assigned(member)
          : replyClockText.assignedQuietly(member),
      );
    }
    case "reply": {
      const body = String(form.get("reply") ?? "");
      const replyId = String(form.get("replyId") ?? "");
      const sent = await replies.sendReply(
        session,
        id,
        body,
        replyId,
        seenOf(form),
        await filesOf(form, "attachments"),
      );
      if (sent === "not-found") return "not-found";
      if (sent === "stale") return stale("reply", body);
      if (sent === "queued") return success("reply", replyText.queued);
      const text = {
        empty: replyText.empty,
        "too-long": replyText.tooLong(REPLY_MAX_LENGTH),
        "mail-off": replyText.mailOff,
        "attachment-type": replyText.attachmentType,
        "attachments-too-large": replyText.attachmentsTooLarge,
      }[sent];
      return {
        status: 400,
        result: { intent: "reply", notice: { tone: "error", text }, draftReply: body },
      };
    }
    case "answered-outside": {
      const answered = await replies.markAnsweredOutside(session, id);
      if (answered === "not-found") return "not-found";
      if (answered === "stopped") return success("promise", replyClockText.answeredOutsideSaved);
      const text = replyClockText.alreadyAnswered;
      return { status: 200, result: { intent: "promise", notice: { tone: "error", text } } };
    }
    case "stage": {
      const move = stageMoveFrom(form, id);
      if (!move) return "bad";
      const moved = await hiring.moveStage(session, move);
      if (moved === "not-found") return "not-found";
      if (moved === "unknown-stage") return "bad";
      if (moved === "scorecards-missing") {
        const application = await hiring.application(session, id);
        const missing = application?.scorecards?.missing.join(", ") ?? "";
        return {
          status: 409,
          result: {
            intent: "stage",
            notice: { tone: "error", text: scorecardSummaryText.refusedHere(missing) },
          },
        };
      }
      const now = await hiring.application(session, id);
      const at = now?.stage.name ?? "";
      return moved === "stale"
        ? {
            status: 409,
            result: {
              intent: "stage",
              notice: { tone: "error", text: applicationText.stageStale(at) },
            },
          }
        : success("stage", applicationText.stageSaved(at));
    }
    default:
      return "bad";
  }
}

function notFound(url: URL): ProblemPage {
  return {
    status: 404,
    meta: adminMeta(adminTitles.notFound, url),
    problem: { heading: enquiryText.notFoundHeading, body: enquiryText.notFoundBody },
  };
}

export async function enquiryPage(
  context: AdminRequest,
  id: string = "",
): Promise<AdminPage<EnquiryView> | Response> {
  const { request, url } = context;
  let signed: Enquiry;
  let acted: Exclude<Acted, string> | undefined;
  if (request.method === "POST") {
    const form = await readForm(request);
    const verdict = await requirePost(context, form, ...FEATURES);
    if (!("session" in verdict)) return verdict;
    signed = verdict;
    const refused = await refusedEnquiry(signed, id, url);
    if (refused) return refused;
    const outcome = await act(signed, id, form);
    // A form the page never shows (an unknown intent or status) came from elsewhere.
    if (outcome === "bad") return forgedPost(url, 400);
    if (outcome === "not-found") return notFound(url);
    acted = outcome;
  } else {
    const verdict = await requireSession(context, ...FEATURES);
    if (verdict instanceof Response) return verdict;
    signed = verdict;
    const refused = await refusedEnquiry(signed, id, url);
    if (refused) return refused;
  }

  const record = await signed.inbox.enquiry(signed.session, id);
  if (!record) return notFound(url);
  const nameOf = namesFrom(await signed.replies.teamNames());
  const view = recordView(record, new Date(), nameOf);
  const result: ActionResult | undefined =
    acted?.result.stale === true
      ? {
          ...acted.result,
          notice: {
            tone: "error",
            text: staleSendText[acted.result.intent === "note" ? "note" : "reply"](
              latestArrival(view),
            ),
          },
        }
      : acted?.result;
  const savedReplies = await signed.replies.savedReplies(signed.session);
  const picked = savedReplies.find((saved) => saved.id === url.searchParams.get("template"));
  return {
    status: acted?.status ?? 200,
    meta: adminMeta(adminTitles.enquiry(view.name || inboxText.noName), url),
    props: {
      viewer: signed.session,
      record: view,
      teamMembers: (await signed.replies.teamMembers()).map((email) => ({
        email,
        name: nameOf(email),
      })),
      sendsEmail: signed.replies.sendsEmail,
      savedReplies: savedReplies.map(({ id: savedId, title }) => ({ id: savedId, title })),
      pickedTemplate: picked?.id,
      replyDraft:
        acted?.result.draftReply ??
        (picked
          ? fillSavedReply(
              picked.body,
              record.fields,
              nameOf(record.reply.owner ?? signed.session.email),
            )
          : ""),
      replyId: crypto.randomUUID(),
      noteId: crypto.randomUUID(),
      application: await signed.hiring.application(signed.session, id),
      presence: ((await signed.inbox.presence(signed.session, id)) ?? []).map((other) =>
        presenceText.line({ name: nameOf(other.email), writing: other.writing }),
      ),
      result,
    },
  };
}
