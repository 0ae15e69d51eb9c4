/**
 * The inbox's enquiries (`AdminInbox`): the list and its CSV export, one enquiry with its
 * deliveries and history, its status, its notes (a colleague named in one is told), a delivery sent again by hand, and the report.
 * Reading an enquiry and every change are written to the audit log.
 */
import {
  NOTE_MAX_LENGTH,
  type AdminInbox,
  type ConversationOf,
  type EnquiryRecord,
  type InboxFilter,
} from "#shared/inbox/contract.ts";
import { mentionedMembers } from "#shared/inbox/mentions.ts";
import { isPresenceTab } from "#shared/inbox/presence.ts";
import { forgetBeat, othersPresent, recordBeat } from "./presence.ts";
import { listAdminUsers } from "#server/accounts/users-store.ts";
import type { DeliveryChannel } from "#shared/outbox/channels.ts";
import type { ReplyClock } from "#server/reply-promise/clock.ts";
import { clearReplyDue, startReplyClock } from "#server/reply-promise/clocks-store.ts";
import type { Logger } from "#server/lib/logger.ts";
import { consentReceiptsOf } from "#server/consent/receipts.ts";
import { deliverReleased, enquiriesNeverDelivered } from "#server/spam/verdicts-store.ts";
import {
  acknowledgedChannels,
  type AcknowledgementLimit,
} from "#server/enquiries/acknowledgement-limit.ts";
import { fieldLines } from "#server/enquiries/field-lines.ts";
import type { Database } from "#server/store/database.ts";
import { deliveriesOf, queueTeamDelivery } from "#server/outbox/deliveries.ts";
import { changeEnquiryStatus, enquiryStatus } from "#server/enquiries/status.ts";
import { ownerOf } from "#server/enquiries/owner.ts";
import { findReview, inboxEntries, inboxPage, otherEnquiriesOf } from "./read-model.ts";
import { makeDeliveryDue } from "#server/outbox/deliveries.ts";
import { addEnquiryNote, findNote, notesOf } from "#server/enquiries/notes.ts";
import { advanceTimeline } from "#server/enquiries/timeline.ts";
import { mentionTopic } from "./senders.ts";
import { siteFacts } from "#server/site/facts.ts";
import { auditorFor } from "#server/audit/auditor.ts";
import { findEnquiry } from "#server/enquiries/store.ts";
import { kindsFor, mayWork } from "#shared/accounts/roles.ts";
import { replyReport } from "./report.ts";
import { replyTimelineOf } from "#server/replies/service.ts";
import { findReplyAttachment } from "#server/replies/store.ts";
import { customerMailsOf, findAttachment } from "#server/mail/store.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const validId = (id: string) => UUID.test(id);

export interface InboxOptions {
  readonly db: Database;
  readonly logger: Logger;
  /** Called after a delivery was made due again: wakes the notifier. */
  readonly onDeliveryDue?: () => void;
  /** The channels an enquiry taken out of spam is delivered on (those configured). */
  readonly channels?: readonly DeliveryChannel[];
  /** Gives an enquiry taken out of spam the due time it never had; without it, none is set. */
  readonly replyClock?: ReplyClock;
  /** The new enquiries' limit of one acknowledgement per address and hour, which holds here too. */
  readonly acknowledgements?: AcknowledgementLimit;
  /** The reply promise in hours, which the report measures against. */
  readonly promiseHours?: number;
  /** The team's channels the notifier can send; a mention's mail needs "mention". */
  readonly teamChannels?: readonly DeliveryChannel[];
  readonly now: () => Date;
}

/** An enquiry as the inbox shows it: its review, deliveries, timeline and consents. */
async function enquiryRecord(
  db: Database,
  id: string,
  review: NonNullable<Awaited<ReturnType<typeof findReview>>>,
): Promise<EnquiryRecord> {
  const deliveries = await deliveriesOf(db, [id]);
  const others = await otherEnquiriesOf(db, id, review.entry.fields.email ?? "");
  return {
    ...review.entry,
    action: review.action,
    isSpam: review.isSpam,
    fieldLines: fieldLines(review.entry.kind, review.entry.fields),
    deliveries: deliveries.map((delivery) => ({
      id: delivery.id,
      channel: delivery.channel,
      status: delivery.status,
      attempts: delivery.attempts,
      nextAttemptAt: delivery.nextAttemptAt,
      lastError: delivery.lastError,
      sentAt: delivery.sentAt,
    })),
    history: review.history,
    notes: await notesOf(db, id),
    timelineVersion: review.timelineVersion,
    otherEnquiries: others.entries,
    otherEnquiryCount: others.total,
    timeline: [...(await replyTimelineOf(db, id)), ...(await customerMailsOf(db, id))].toSorted(
      (a, b) => a.at.getTime() - b.at.getTime(),
    ),
    spamScore: review.spamScore,
    consents: (await consentReceiptsOf(db, [id])).get(id) ?? [],
  };
}

export function createInbox(
  {
    db,
    logger,
    onDeliveryDue,
    channels = [],
    replyClock,
    acknowledgements,
    promiseHours = siteFacts.replyHours,
    teamChannels = [],
    now,
  }: InboxOptions,
  clientIp: string,
): AdminInbox {
  const audit = auditorFor(db, clientIp, now);
  const activeMembers = async () =>
    (await listAdminUsers(db)).filter((user) => !user.disabledAt).map((user) => user.email);

  /** The due time and the deliveries it never had, the acknowledgement within its limit. */
  async function takenOutOfSpam(id: string, email: string): Promise<void> {
    if (replyClock) await startReplyClock(db, id, replyClock.promiseFor(now()));
    const queued = await deliverReleased(
      db,
      id,
      () => acknowledgedChannels(channels, email, acknowledgements, logger),
      now(),
    );
    if (queued.length === 0) return;
    logger.info({ enquiryId: id, deliveries: queued }, "enquiry taken out of spam: delivered");
    onDeliveryDue?.();
  }

  /** The team's own channels of an enquiry; a late acknowledgement would mislead the visitor. */
  const teamsOwn = channels.filter((channel) => channel !== "autoreply");

  return {
    inbox: (by, filter, page) => inboxPage(db, filter, page, now(), kindsFor(by.role)),

    async neverSent(by) {
      if (by.role !== "administrator" || teamsOwn.length === 0) return 0;
      return (await enquiriesNeverDelivered(db)).length;
    },

    async sendNeverSent(by) {
      if (by.role !== "administrator" || teamsOwn.length === 0) return 0;
      let queued = 0;
      for (const id of await enquiriesNeverDelivered(db)) {
        // Queued in its own transaction only if it still has no deliveries: never twice.
        const channelsQueued = await deliverReleased(db, id, async () => teamsOwn, now());
        if (channelsQueued.length > 0) queued += 1;
      }
      if (queued === 0) return 0;
      logger.info({ enquiries: queued }, "enquiries kept while delivery was off: delivered");
      await audit(by.email, "never-sent-delivered", { detail: String(queued) });
      onDeliveryDue?.();
      return queued;
    },

    report: (by, days) =>
      replyReport(db, { days, now: now(), promiseHours, kinds: kindsFor(by.role) }),

    async exportEntries(by, filter) {
      const entries = await inboxEntries(db, filter, now(), kindsFor(by.role));
      await audit(by.email, "csv-exported", { detail: describeExport(filter, entries.length) });
      return entries;
    },

    async access(by, id) {
      const enquiry = validId(id) ? await findEnquiry(db, id) : undefined;
      if (!enquiry) return "not-found";
      return mayWork(by.role, enquiry.kind) ? "allowed" : "forbidden";
    },

    async enquiry(by, id): Promise<EnquiryRecord | undefined> {
      if (!validId(id)) return undefined;
      const review = await findReview(db, id);
      if (!review) return undefined;
      await audit(by.email, "enquiry-viewed", { subject: id });
      return enquiryRecord(db, id, review);
    },

    async changeStatus(by, id, status) {
      if (!validId(id)) return false;
      const review = await findReview(db, id);
      const before = review?.entry.status;
      const changed = await changeEnquiryStatus(db, {
        enquiryId: id,
        to: status,
        by: by.email,
        at: now(),
      });
      if (changed) {
        logger.info({ enquiryId: id, status }, "enquiry status set");
        await audit(by.email, "status-changed", { subject: id, detail: status });
        if (status === "spam" && before !== "spam") await clearReplyDue(db, id);
        if (before === "spam" && status !== "spam") {
          await takenOutOfSpam(id, review?.entry.fields.email ?? "");
        }
      }
      return changed;
    },

    async conversationsOf(by, ids) {
      const found = new Map<string, ConversationOf>();
      for (const id of new Set(ids)) {
        const enquiry = validId(id) ? await findEnquiry(db, id) : undefined;
        if (!enquiry || !mayWork(by.role, enquiry.kind)) continue;
        const status = await enquiryStatus(db, id);
        if (status) found.set(id, { status, owner: await ownerOf(db, id) });
      }
      return found;
    },

    async saveNote(by, id, note, { noteId, seen } = {}) {
      if (note.length > NOTE_MAX_LENGTH) {
        throw new RangeError(`A note holds at most ${NOTE_MAX_LENGTH} characters`);
      }
      const text = note.replace(/\r\n?/g, "\n").trim();
      if (!text) return "empty";
      if (!validId(id)) return "not-found";
      const entry = {
        id: noteId && validId(noteId) ? noteId.toLowerCase() : crypto.randomUUID(),
        text,
        by: by.email,
        at: now(),
      };
      const mentioned = teamChannels.includes("mention")
        ? (await activeMembers()).filter((member) => member !== by.email)
        : [];
      const told = await db.transaction(async (tx) => {
        const [exists] = await tx.query("SELECT id FROM enquiries WHERE id = $1", [id]);
        if (!exists) return undefined;
        if (!(await advanceTimeline(tx, id, seen))) {
          // Moved on by this very note sent before (a double click): it is there already.
          return (await findNote(tx, entry.id)) ? [] : ("stale" as const);
        }
        if (!(await addEnquiryNote(tx, { ...entry, enquiryId: id }))) return [];
        const members = mentionedMembers(text, mentioned);
        for (const member of members) {
          const topic = mentionTopic(entry.id, member);
          await queueTeamDelivery(tx, { enquiryId: id, channel: "mention", topic, now: entry.at });
        }
        return members;
      });
      if (!told) return "not-found";
      if (told === "stale") return "stale";
      await audit(by.email, "note-saved", { subject: id, detail: `${text.length} characters` });
      if (told.length > 0) {
        logger.info(
          { enquiryId: id, noteId: entry.id, mentions: told.length },
          "note mentions queued",
        );
        onDeliveryDue?.();
      }
      return "saved";
    },

    async presence(by, id, beat) {
      if (!validId(id)) return undefined;
      const at = now();
      if (beat) {
        if (!isPresenceTab(beat.tab)) throw new RangeError("A page's key is a short token");
        const beating = { ...beat, enquiryId: id, viewer: by.email, at };
        if (beat.leaving) await forgetBeat(db, beating);
        else if (!(await recordBeat(db, beating))) return undefined;
      } else {
        const [exists] = await db.query("SELECT id FROM enquiries WHERE id = $1", [id]);
        if (!exists) return undefined;
      }
      return othersPresent(db, { enquiryId: id, viewer: by.email, now: at });
    },

    async retryDelivery(by, enquiryId, deliveryId) {
      if (!validId(enquiryId) || !validId(deliveryId)) return "not-found";
      const delivery = (await deliveriesOf(db, [enquiryId])).find((d) => d.id === deliveryId);
      if (!delivery) return "not-found";
      if (!(await makeDeliveryDue(db, enquiryId, deliveryId, now()))) return "not-due";
      logger.info({ enquiryId, deliveryId }, "delivery due again by hand");
      await audit(by.email, "delivery-retried", { subject: enquiryId, detail: delivery.channel });
      onDeliveryDue?.();
      return delivery.channel;
    },

    async downloadAttachment(by, enquiryId, fileId) {
      if (!validId(enquiryId) || !validId(fileId)) return undefined;
      const file =
        (await findAttachment(db, enquiryId, fileId)) ??
        (await findReplyAttachment(db, enquiryId, fileId));
      if (!file) return undefined;
      // Its type and size, never its name: the name may be the customer's data.
      await audit(by.email, "attachment-downloaded", {
        subject: enquiryId,
        detail: `${file.mediaType}, ${file.content.byteLength} bytes`,
      });
      return { fileName: file.fileName, mediaType: file.mediaType, bytes: file.content };
    },
  };
}

/**
 * The CSV export's audit detail: how many rows under which filter, never the words of a search or
 * a source (either may be a visitor's name or address, which an erasure could not reach here).
 */
function describeExport(filter: InboxFilter, rows: number): string {
  const parts = [
    filter.kind && `kind ${filter.kind}`,
    filter.status && `status ${filter.status}`,
    filter.receivedFrom && `from ${filter.receivedFrom.toISOString()}`,
    filter.receivedBefore && `before ${filter.receivedBefore.toISOString()}`,
    filter.source?.trim() && "with a source filter",
    filter.search?.trim() && "with a search",
  ].filter(Boolean);
  return `${rows} rows${parts.length > 0 ? `, ${parts.join(", ")}` : ""}`;
}
