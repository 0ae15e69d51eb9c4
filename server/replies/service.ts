/**
 * The reply promise's work on an enquiry (`AdminReplyWork`): a reply through the outbox, taking it
 * or assigning it to a colleague (who is told by e-mail), and recording an answer given by phone
 * or outside the inbox. A reply or answer stops its clock and the conversation waits on the
 * customer. Each is written to the audit log and shows in the enquiry's timeline.
 */
import {
  REPLY_MAX_LENGTH,
  type AdminReplyWork,
  type ReplyEvent,
} from "#shared/replies/contract.ts";
import type { DeliveryChannel } from "#shared/outbox/channels.ts";
import {
  isSavedReplyAudience,
  SAVED_REPLY_TITLE_MAX,
  templateFor,
  unknownPlaceholders,
} from "#shared/replies/saved-replies.ts";
import type { Logger } from "#server/lib/logger.ts";
import { displayNameOf } from "#shared/accounts/display-name.ts";
import { listAdminUsers } from "#server/accounts/users-store.ts";
import { readDate, type Database } from "#server/store/database.ts";
import { normalizeEmail } from "#shared/text/email.ts";
import {
  assignEnquiry,
  assignmentsOf,
  repliesOf,
  deleteSavedReply,
  isReplyStored,
  listSavedReplies,
  putSavedReply,
  saveReply,
  replyAttachmentViewsOf,
  saveReplyAttachments,
} from "./store.ts";
import { checkedAttachments } from "#server/mail/attachments.ts";
import { findReplyClock } from "#server/reply-promise/clocks-store.ts";
import { replySent } from "#server/reply-promise/conversation.ts";
import { advanceTimeline } from "#server/enquiries/timeline.ts";
import { queueTeamDelivery } from "#server/outbox/deliveries.ts";
import { auditorFor } from "#server/audit/auditor.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface ReplyWorkOptions {
  readonly db: Database;
  readonly logger: Logger;
  /** The team's channels the notifier can send; an assignment's notice needs "assignment". */
  readonly teamChannels?: readonly DeliveryChannel[];
  /** Called after a mail was queued: wakes the notifier. */
  readonly onDeliveryDue?: () => void;
  readonly now: () => Date;
  /** Told of each first answer: how long after its arrival it came (the metrics' histogram). */
  readonly onFirstAnswer?: (seconds: number) => void;
  /** The server reads the team mailbox (INBOUND_IMAP_URL): customers' answers come back. */
  readonly readsAnswers?: boolean;
}

/** The enquiry's assignments and answers given outside, oldest first. */
export async function replyTimelineOf(db: Database, enquiryId: string): Promise<ReplyEvent[]> {
  const events: ReplyEvent[] = (await assignmentsOf(db, enquiryId)).map((assignment) => ({
    kind: "assigned",
    owner: assignment.owner,
    by: assignment.by,
    at: assignment.at,
  }));
  const files = await replyAttachmentViewsOf(db, enquiryId);
  for (const reply of await repliesOf(db, enquiryId)) {
    events.push({
      kind: "replied",
      by: reply.author,
      at: reply.writtenAt,
      body: reply.body,
      delivery: reply.deliveryStatus ?? "pending",
      attachments: files.get(reply.id) ?? [],
    });
  }
  const clock = await findReplyClock(db, enquiryId);
  if (clock?.answeredHow === "outside" && clock.answeredAt && clock.answeredBy) {
    events.push({ kind: "answered-outside", by: clock.answeredBy, at: clock.answeredAt });
  }
  return events.toSorted((a, b) => a.at.getTime() - b.at.getTime());
}

type Audit = ReturnType<typeof auditorFor>;

/** The administrators' saved replies: listed, added or changed, deleted; each change audited. */
function savedReplyWork(
  db: Database,
  audit: Audit,
  now: () => Date,
): Pick<AdminReplyWork, "savedReplies" | "putSavedReply" | "deleteSavedReply"> {
  return {
    savedReplies: async (by) =>
      (await listSavedReplies(db)).filter((saved) => templateFor(saved.audience, by.role)),

    async putSavedReply(by, template) {
      if (by.role !== "administrator") return { allowed: false };
      const title = template.title.trim();
      const body = template.body.replace(/\r\n?/g, "\n").trim();
      if (
        !title ||
        title.length > SAVED_REPLY_TITLE_MAX ||
        !body ||
        body.length > REPLY_MAX_LENGTH
      ) {
        throw new RangeError("A saved reply needs a title and a text within their limits");
      }
      // A placeholder nobody fills would reach the customer as typed: refused now, not at sending.
      if (unknownPlaceholders(body).length > 0)
        return { allowed: true, value: "unknown-placeholder" };
      const id = template.id ?? crypto.randomUUID();
      if (template.id !== undefined) {
        const exists = (await listSavedReplies(db)).some((saved) => saved.id === template.id);
        if (!UUID.test(template.id) || !exists) return { allowed: true, value: "not-found" };
      }
      if (!isSavedReplyAudience(template.audience)) {
        throw new RangeError("A saved reply is for sales, recruiting or both");
      }
      const saved = await putSavedReply(db, {
        id,
        title,
        body,
        audience: template.audience,
        updatedBy: by.email,
        updatedAt: now(),
      });
      if (!saved) return { allowed: true, value: "title-taken" };
      // By its id, never its words: a title may name someone, and the log outlives the template.
      await audit(by.email, "saved-reply-changed", {
        subject: id,
        detail: template.id === undefined ? "added" : "changed",
      });
      return { allowed: true, value: "saved" };
    },

    async deleteSavedReply(by, id) {
      if (by.role !== "administrator") return { allowed: false };
      const deleted = UUID.test(id) && (await deleteSavedReply(db, id));
      if (deleted) await audit(by.email, "saved-reply-deleted", { subject: id });
      return { allowed: true, value: deleted };
    },
  };
}

/**
 * A reply from the inbox: saved and queued with the clock stopped, and the conversation waiting
 * on the customer, in one transaction; not sent when the page it came from was drawn before
 * another reply, a note or a customer message (decision 020).
 */
function replySender(
  { db, logger, teamChannels = [], onDeliveryDue, now }: ReplyWorkOptions,
  audit: Audit,
  firstAnswer: (enquiryId: string, at: Date) => Promise<void>,
): AdminReplyWork["sendReply"] {
  return async (by, enquiryId, body, replyId, seen, files = []) => {
    const text = body.replace(/\r\n?/g, "\n").trim();
    if (!text) return "empty";
    if (text.length > REPLY_MAX_LENGTH) return "too-long";
    if (!UUID.test(enquiryId)) return "not-found";
    if (!teamChannels.includes("reply")) return "mail-off";
    // The CV's checks, by the bytes: all the files go, or the reply waits.
    const attachments = await checkedAttachments(
      files.map((file) => ({ filename: file.name, content: Buffer.from(file.bytes) })),
    );
    if ("refused" in attachments) {
      return attachments.refused === "type" ? "attachment-type" : "attachments-too-large";
    }
    const at = now();
    const reply = {
      id: replyId && UUID.test(replyId) ? replyId.toLowerCase() : crypto.randomUUID(),
      enquiryId,
      body: text,
      author: by.email,
      writtenAt: at,
    };
    const stopped = await db.transaction(async (tx) => {
      // Erased meanwhile: nothing to answer, and no address to send to.
      const [exists] = await tx.query("SELECT id FROM enquiries WHERE id = $1", [enquiryId]);
      if (!exists) return undefined;
      if (!(await advanceTimeline(tx, enquiryId, seen))) {
        // Moved on by this very reply sent before (a double click), or by something new.
        return (await isReplyStored(tx, reply.id)) ? ("repeated" as const) : ("stale" as const);
      }
      if (!(await saveReply(tx, reply))) return "repeated" as const;
      await saveReplyAttachments(tx, reply, attachments.kept);
      await queueTeamDelivery(tx, { enquiryId, channel: "reply", topic: reply.id, now: at });
      return replySent(tx, enquiryId, by.email, at);
    });
    if (stopped === undefined) return "not-found";
    if (stopped === "repeated") return "queued";
    if (stopped === "stale") {
      logger.info({ enquiryId }, "reply not sent: the conversation moved on");
      return "stale";
    }
    if (stopped) await firstAnswer(enquiryId, at);
    logger.info({ enquiryId, replyId: reply.id }, "reply queued");
    await audit(by.email, "reply-sent", {
      subject: enquiryId,
      detail: `${text.length} characters, ${attachments.kept.length} files`,
    });
    onDeliveryDue?.();
    return "queued";
  };
}

export function createReplyWork(options: ReplyWorkOptions, clientIp: string): AdminReplyWork {
  const { db, logger, teamChannels = [], onDeliveryDue, now, onFirstAnswer } = options;
  const audit = auditorFor(db, clientIp, now);
  const activeMembers = async () =>
    (await listAdminUsers(db)).filter((user) => !user.disabledAt).map((user) => user.email);

  /** The first answer: the metrics learn how long it took. */
  async function firstAnswer(enquiryId: string, at: Date): Promise<void> {
    const [row] = await db.query("SELECT created_at FROM enquiries WHERE id = $1", [enquiryId]);
    if (row) onFirstAnswer?.((at.getTime() - readDate(row.created_at).getTime()) / 1000);
  }

  return {
    sendsEmail: teamChannels.includes("reply"),
    readsAnswers: options.readsAnswers ?? false,
    teamMembers: activeMembers,
    teamNames: async () =>
      Object.fromEntries(
        (await listAdminUsers(db)).map((user) => [user.email, displayNameOf(user)]),
      ),
    ...savedReplyWork(db, audit, now),
    sendReply: replySender(options, audit, firstAnswer),

    async assign(by, enquiryId, owner) {
      if (!UUID.test(enquiryId)) return "not-found";
      const member = normalizeEmail(owner);
      if (!(await activeMembers()).includes(member)) return "unknown-member";
      const noticeChannel = teamChannels.includes("assignment") ? "assignment" : undefined;
      const assignment = await assignEnquiry(db, {
        enquiryId,
        owner: member,
        by: by.email,
        at: now(),
        noticeChannel,
      });
      if (!assignment) return "not-found";
      logger.info({ enquiryId, assignmentId: assignment.id }, "enquiry assigned");
      await audit(by.email, "enquiry-assigned", { subject: enquiryId, detail: member });
      if (noticeChannel && member !== by.email) onDeliveryDue?.();
      return noticeChannel ? "assigned" : "assigned-quietly";
    },

    async markAnsweredOutside(by, enquiryId) {
      if (!UUID.test(enquiryId)) return "not-found";
      const at = now();
      const outcome = await db.transaction(async (tx) => {
        const [exists] = await tx.query("SELECT id FROM enquiries WHERE id = $1", [enquiryId]);
        if (!exists) return "not-found" as const;
        const stopped = await replySent(tx, enquiryId, by.email, at, "outside");
        return stopped ? ("stopped" as const) : ("already-answered" as const);
      });
      if (outcome !== "stopped") return outcome;
      await firstAnswer(enquiryId, at);
      logger.info({ enquiryId }, "enquiry answered outside the inbox");
      await audit(by.email, "answered-outside", { subject: enquiryId });
      return outcome;
    },
  };
}
