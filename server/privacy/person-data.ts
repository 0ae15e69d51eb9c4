/**
 * A person's rights over what the site holds about them, found by the e-mail address they typed
 * into a form: a copy of everything in one portable JSON document, and erasure.
 */
import type { Attribution } from "#shared/enquiries/attribution.ts";
import { recordAudit } from "#server/audit/log.ts";
import { readDate, type Database } from "#server/store/database.ts";
import { consentReceiptsOf } from "#server/consent/receipts.ts";
import { deliveriesOf } from "#server/outbox/deliveries.ts";
import { enquiryIdsOf, findEnquiry } from "#server/enquiries/store.ts";
import { notesOf } from "#server/enquiries/notes.ts";
import { enquiryStatus, statusHistoryOf } from "#server/enquiries/status.ts";
import { findReplyClock } from "#server/reply-promise/clocks-store.ts";
import { repliesOf, replyAttachmentViewsOf } from "#server/replies/store.ts";
import { customerMailsOf } from "#server/mail/store.ts";
import { cvContent, findApplication } from "#server/hiring/applications-store.ts";
import { bookingsOfEnquiry } from "#server/booking/store.ts";
import { scorecardsOf } from "#server/hiring/scorecards-store.ts";

/** Everything held about one address, as `npm run admin -- export` prints it. */
export interface PersonExport {
  readonly enquiries: readonly PersonEnquiry[];
}

export interface PersonEnquiry {
  readonly id: string;
  readonly kind: string;
  readonly action: string;
  readonly receivedAt: string;
  readonly fields: Readonly<Record<string, string>>;
  /** Where the enquiry came from, when that was recorded. */
  readonly attribution?: Attribution;
  readonly markedAsSpam: boolean;
  /** The CV sent with a job application: what it is, and the file itself in base64. */
  readonly cv?: {
    readonly fileName: string;
    readonly mediaType: string;
    readonly sizeBytes: number;
    readonly sha256: string;
    readonly base64: string;
  };
  readonly status: string;
  /** The team's notes, oldest first. */
  readonly notes: readonly { readonly text: string; readonly by: string; readonly at: string }[];
  readonly deliveries: readonly {
    readonly channel: string;
    readonly status: string;
    readonly attempts: number;
    readonly lastError: string | null;
    readonly sentAt: string | null;
    readonly createdAt: string;
  }[];
  readonly statusHistory: readonly {
    readonly from: string;
    readonly to: string;
    readonly by: string;
    readonly at: string;
  }[];
  /** The replies the team wrote to them from the inbox, with the files each carried. */
  readonly replies: readonly {
    readonly by: string;
    readonly at: string;
    readonly text: string;
    readonly files: readonly { readonly fileName: string; readonly sizeBytes: number }[];
  }[];
  /** The mails they (or their mail system) sent to the team mailbox about it. */
  readonly mails: readonly {
    readonly from: string;
    readonly at: string;
    readonly subject: string;
    readonly text: string;
    readonly quoted: string;
    readonly automatic: boolean;
    readonly files: readonly { readonly fileName: string; readonly sizeBytes: number }[];
  }[];
  /** When a reply was due and when they were first answered, if they were. */
  readonly replyDueAt: string | null;
  readonly firstAnsweredAt: string | null;
  /** What they agreed to with it, and when they withdrew it. */
  readonly consents: readonly {
    readonly purpose: string;
    readonly noticeDate: string;
    readonly noticeHash: string;
    readonly page: string;
    readonly givenAt: string;
    readonly withdrawnAt: string | null;
  }[];
  /** The meetings they booked with it (a consultation's time), oldest first, whatever became of them. */
  readonly bookings: readonly {
    readonly startsAt: string;
    readonly endsAt: string;
    /** The zone they booked in, which their mails show the time in. */
    readonly timeZone: string;
    readonly state: string;
    /** How many times its invitation changed (reschedules, a cancellation). */
    readonly invitationVersion: number;
    readonly bookedAt: string;
    /** An interview day's scorecards: what its interviewers rated, recommended and noted. */
    readonly scorecards: readonly {
      readonly interviewer: string | null;
      readonly ratings: readonly { readonly attribute: string; readonly rating: number }[];
      readonly recommendation: string;
      readonly notes: string;
      readonly submittedAt: string;
      readonly updatedAt: string;
    }[];
  }[];
}

const iso = (time: Date | undefined) => time?.toISOString() ?? null;

/** The audit entry's detail: how many enquiries, and their bookings when there are any. */
const countsOf = (enquiries: number, bookings: number) =>
  bookings === 0 ? `${enquiries} enquiries` : `${enquiries} enquiries, ${bookings} bookings`;

/** Who asks, for the audit log: a team member and their address, or the command line. */
export interface Requester {
  readonly actor: string;
  readonly clientAddress?: string;
  readonly at: Date;
}

/**
 * Everything held about the address. The audit entry names the enquiries by id, never the
 * address, so that a later erasure leaves nothing of the person in the log.
 */
export async function exportPerson(
  db: Database,
  email: string,
  by: Requester,
): Promise<PersonExport> {
  const ids = await enquiryIdsOf(db, db.dialect, email);
  const deliveries = await deliveriesOf(db, ids);
  const consents = await consentReceiptsOf(db, ids);
  const enquiries: PersonEnquiry[] = [];
  for (const id of ids) {
    const [
      stored,
      status,
      history,
      notes,
      replies,
      clock,
      application,
      cv,
      mails,
      replyFiles,
      bookings,
    ] = await Promise.all([
      findEnquiry(db, id),
      enquiryStatus(db, id),
      statusHistoryOf(db, id),
      notesOf(db, id),
      repliesOf(db, id),
      findReplyClock(db, id),
      findApplication(db, id),
      cvContent(db, id),
      customerMailsOf(db, id),
      replyAttachmentViewsOf(db, id),
      bookingsOfEnquiry(db, id),
    ]);
    if (!stored || !status) continue;
    enquiries.push({
      id,
      kind: stored.kind,
      action: stored.action,
      receivedAt: stored.createdAt.toISOString(),
      fields: stored.fields,
      ...(stored.attribution ? { attribution: stored.attribution } : {}),
      markedAsSpam: stored.isSpam,
      ...(application?.cv && cv
        ? { cv: { ...application.cv, base64: Buffer.from(cv.bytes).toString("base64") } }
        : {}),
      status,
      notes: notes.map((note) => ({ text: note.text, by: note.by, at: note.at.toISOString() })),
      deliveries: deliveries
        .filter((delivery) => delivery.enquiryId === id)
        .map((delivery) => ({
          channel: delivery.channel,
          status: delivery.status,
          attempts: delivery.attempts,
          lastError: delivery.lastError ?? null,
          sentAt: iso(delivery.sentAt),
          createdAt: delivery.createdAt.toISOString(),
        })),
      statusHistory: history.map((change) => ({
        from: change.from,
        to: change.to,
        by: change.by,
        at: change.at.toISOString(),
      })),
      replies: replies.map((reply) => ({
        by: reply.author,
        at: reply.writtenAt.toISOString(),
        text: reply.body,
        files: (replyFiles.get(reply.id) ?? []).map(({ fileName, sizeBytes }) => ({
          fileName,
          sizeBytes,
        })),
      })),
      mails: mails.map((mail) => ({
        from: mail.by,
        at: mail.at.toISOString(),
        subject: mail.subject,
        text: mail.body,
        quoted: mail.quoted,
        automatic: mail.automatic,
        files: mail.attachments.map(({ fileName, sizeBytes }) => ({ fileName, sizeBytes })),
      })),
      replyDueAt: iso(clock?.dueAt),
      firstAnsweredAt: iso(clock?.answeredAt),
      consents: (consents.get(id) ?? []).map((receipt) => ({
        ...receipt,
        givenAt: receipt.givenAt.toISOString(),
        withdrawnAt: iso(receipt.withdrawnAt),
      })),
      bookings: await Promise.all(
        bookings.map(async (booking) => ({
          startsAt: booking.startsAt.toISOString(),
          endsAt: booking.endsAt.toISOString(),
          timeZone: booking.visitorZone,
          state: booking.state,
          invitationVersion: booking.sequence,
          bookedAt: booking.createdAt.toISOString(),
          scorecards: (await scorecardsOf(db, booking.id)).map((card) => ({
            interviewer: card.interviewer ?? null,
            ratings: card.ratings,
            recommendation: card.recommendation,
            notes: card.notes,
            submittedAt: card.submittedAt.toISOString(),
            updatedAt: card.updatedAt.toISOString(),
          })),
        })),
      ),
    });
  }
  const bookings = enquiries.reduce((sum, enquiry) => sum + enquiry.bookings.length, 0);
  await recordAudit(db, {
    ...by,
    action: "person-exported",
    subject: ids.join(" "),
    detail: countsOf(ids.length, bookings),
  });
  return { enquiries };
}

export interface Erasure {
  readonly enquiries: number;
  /** Whether the deleted rows are out of the files too (false: a reader held the SQLite log). */
  readonly forgotten: boolean;
}

/**
 * Deletes every enquiry with this address, with its deliveries, review, history and bookings
 * (they go with their enquiry; an interview day's scorecards with its booking), then pushes the deleted rows out of the database files. The
 * audit entry, written in the same transaction, holds only the counts.
 */
export async function erasePerson(db: Database, email: string, by: Requester): Promise<Erasure> {
  const count = await db.transaction(async (tx) => {
    const ids = await enquiryIdsOf(tx, db.dialect, email);
    let bookings = 0;
    for (const id of ids) {
      bookings += (await bookingsOfEnquiry(tx, id)).length;
      await tx.query("DELETE FROM enquiries WHERE id = $1", [id]);
    }
    await recordAudit(tx, {
      ...by,
      action: "person-erased",
      detail: countsOf(ids.length, bookings),
    });
    return ids.length;
  });
  return { enquiries: count, forgotten: await db.forgetDeleted() };
}

/** One person whose data a breach in a period may have reached. */
export interface AffectedPerson {
  readonly email: string;
  readonly enquiries: number;
  readonly first: Date;
  readonly last: Date;
}

/**
 * Every address with an enquiry received in `[from, to)`, for notifying the people a breach of
 * that period may have reached (docs/breach-runbook.md). Spam is left out: held back, unanswered.
 */
export async function peopleWithEnquiriesBetween(
  db: Database,
  from: Date,
  to: Date,
): Promise<AffectedPerson[]> {
  const address =
    db.dialect === "postgres"
      ? "lower(fields->>'email')"
      : "lower(json_extract(fields, '$.email'))";
  const rows = await db.query(
    `SELECT ${address} AS email, COUNT(*) AS enquiries, MIN(created_at) AS first, MAX(created_at) AS last
       FROM enquiries WHERE created_at >= $1 AND created_at < $2 AND NOT is_spam
      GROUP BY ${address} ORDER BY ${address}`,
    [from.toISOString(), to.toISOString()],
  );
  return rows.map((row) => ({
    email: String(row.email),
    enquiries: Number(row.enquiries),
    first: readDate(row.first),
    last: readDate(row.last),
  }));
}
