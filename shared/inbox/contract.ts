/**
 * The inbox (`/admin`): the list of enquiries and its CSV export, one enquiry's record, its
 * status, its note, a delivery sent again by hand, and the report. The server's read model joins
 * what every feature keeps of an enquiry (server/inbox/service.ts) and hands it to the pages as
 * `Astro.locals.inbox`, bound to the request's client address (the audit log records it).
 */
import type { AdminSession } from "#shared/accounts/contract.ts";
import type { Attribution } from "#shared/enquiries/attribution.ts";
import type { ConsentReceipt } from "#shared/consent/receipts.ts";
import type { DeliveryChannel } from "#shared/outbox/channels.ts";
import type { FieldLine } from "#shared/enquiries/field-line.ts";
import type { NoteEntry } from "#shared/enquiries/note.ts";
import type { EnquiryStatus, StatusChange } from "#shared/enquiries/status.ts";
import type { EnquiryKind } from "#shared/enquiries/kinds.ts";
import type { Presence, PresenceBeat } from "./presence.ts";
import type { ReplyEvent } from "#shared/replies/contract.ts";
import type { CustomerMailEvent } from "#shared/mail/contract.ts";
import type { ReplyState } from "#shared/reply-promise/reply-state.ts";
import type { ReplyReport } from "./report.ts";
import type { SpamReason } from "#shared/spam/reasons.ts";

/** The longest private note the inbox keeps. */
export const NOTE_MAX_LENGTH = 5000;

/** Which enquiries the list shows and the export holds; every part is optional. */
export type EnquiryAccess = "allowed" | "forbidden" | "not-found";

export interface InboxFilter {
  readonly kind?: EnquiryKind;
  readonly status?: EnquiryStatus;
  /** Received at or after this instant. */
  readonly receivedFrom?: Date;
  /** Received before this instant. */
  readonly receivedBefore?: Date;
  /** Matched, ignoring case, against every text the visitor typed. */
  readonly search?: string;
  /** Matched, ignoring case, against the campaign source and the referring site. */
  readonly source?: string;
  /** Only those past their due time without an answer. */
  readonly overdue?: boolean;
  /** Only those this team member owns. */
  readonly owner?: string;
  /** Only those nobody owns. */
  readonly unowned?: boolean;
  /** "due": the unanswered ones first, soonest due first; otherwise newest first. */
  readonly order?: "due";
  /** Job applications sent from this opening (its id). */
  readonly openingId?: string;
  /** Job applications at this stage. */
  readonly stage?: string;
}

export interface InboxEntry {
  readonly id: string;
  readonly kind: EnquiryKind;
  readonly status: EnquiryStatus;
  /** The fields as the visitor sent them, by name. */
  readonly fields: Readonly<Record<string, string>>;
  readonly receivedAt: Date;
  /** Deliveries given up on: the team may never have been told of this enquiry. */
  readonly failedDeliveries: number;
  /** The team's notes, oldest first, separated by blank lines (the list's and the CSV's column). */
  readonly note: string;
  /** Where it was sent from, when that was recorded. */
  readonly attribution?: Attribution;
  readonly reply: ReplyState;
  /** The spam signals that fired when it arrived; empty when none did or none was recorded. */
  readonly spamReasons: readonly SpamReason[];
}

export interface InboxPage {
  readonly entries: readonly InboxEntry[];
  /** How many match the filter in all (for paging). */
  readonly total: number;
  /** How many match the filter apart from its kind, per kind. */
  readonly countsByKind: Readonly<Record<EnquiryKind, number>>;
  /** Whatever the filter: how many enquiries are new, and how many are overdue. */
  readonly waiting: { readonly new: number; readonly overdue: number };
}

export interface DeliveryState {
  readonly id: string;
  readonly channel: DeliveryChannel;
  readonly status: "pending" | "sent" | "failed";
  readonly attempts: number;
  readonly nextAttemptAt: Date;
  readonly lastError: string | undefined;
  readonly sentAt: Date | undefined;
}

/**
 * What saving a note did: added to the thread; or refused as empty, or as sent from a page drawn
 * before a reply, note or customer message arrived ("stale"); or the enquiry is gone.
 */
export type NoteOutcome = "saved" | "empty" | "stale" | "not-found";

export interface EnquiryRecord extends InboxEntry {
  readonly action: string;
  readonly isSpam: boolean;
  readonly fieldLines: readonly FieldLine[];
  readonly deliveries: readonly DeliveryState[];
  /** Oldest first. */
  readonly history: readonly StatusChange[];
  /** The team's notes, oldest first. */
  readonly notes: readonly NoteEntry[];
  /**
   * Moves on with each reply, note and customer message (decision 020): a page sends the value it
   * was drawn at with a reply or note, which goes through only while it is unchanged.
   */
  readonly timelineVersion: number;
  /** The person's other enquiries (from the same address), newest first: the latest few of them. */
  readonly otherEnquiries: readonly InboxEntry[];
  /** How many other enquiries the address sent in all. */
  readonly otherEnquiryCount: number;
  /** Assignments, replies, answers given elsewhere and the customer's mails, oldest first. */
  readonly timeline: readonly (ReplyEvent | CustomerMailEvent)[];
  /** The score of its spam signals when it arrived; undefined before verdicts were recorded. */
  readonly spamScore: number | undefined;
  /** What the person agreed to with it, oldest first. */
  readonly consents: readonly ConsentReceipt[];
}

/** Where a conversation stands, as a bulk action needs it. */
export interface ConversationOf {
  readonly status: EnquiryStatus;
  readonly owner: string | undefined;
}

/** The enquiries: the list, one enquiry, its status, its note, its deliveries, the report. */
export interface AdminInbox {
  /** The kinds of enquiry the viewer's role works on, matching the filter (shared/accounts/roles.ts). */
  inbox(
    viewer: AdminSession,
    filter: InboxFilter,
    page: { offset: number; limit: number },
  ): Promise<InboxPage>;
  /** Every enquiry the viewer may see matching the filter, newest first (the CSV, audited). */
  exportEntries(session: AdminSession, filter: InboxFilter): Promise<InboxEntry[]>;
  /**
   * Whether the viewer's role works on this enquiry's kind (shared/accounts/roles.ts): every page
   * and action about one enquiry asks first. Not audited.
   */
  access(viewer: AdminSession, id: string): Promise<EnquiryAccess>;
  /** One enquiry; reading it is recorded in the audit log. */
  enquiry(session: AdminSession, id: string): Promise<EnquiryRecord | undefined>;
  /**
   * Answers false when the enquiry does not exist. Taken out of spam, a quarantined enquiry is
   * delivered at once (the team's notification and the acknowledgement).
   */
  changeStatus(session: AdminSession, id: string, status: EnquiryStatus): Promise<boolean>;
  /**
   * Adds a note to the enquiry's thread. Each colleague named in it (`@` and the part of their
   * address before the @) is told once by e-mail, with a link to the enquiry. `noteId`, the
   * form's own key, makes a form sent twice (a double click, a reload) one note; `seen`, the
   * enquiry's `timelineVersion` on the page, refuses it as "stale" once the timeline moved on.
   */
  saveNote(
    session: AdminSession,
    id: string,
    note: string,
    form?: { readonly noteId?: string; readonly seen?: number },
  ): Promise<NoteOutcome>;
  /**
   * The colleagues who have the conversation open now, and whether they are writing a reply;
   * with a `beat`, the session's own page is recorded first. Undefined when the enquiry does not
   * exist. Neither is audited: a beat comes every few seconds.
   */
  presence(
    session: AdminSession,
    id: string,
    beat?: PresenceBeat,
  ): Promise<readonly Presence[] | undefined>;
  /**
   * The state and owner of each of these enquiries that exists and the viewer's role works on,
   * for a bulk action to pick those it applies to (not audited, like the list; each action is).
   */
  conversationsOf(
    viewer: AdminSession,
    ids: readonly string[],
  ): Promise<ReadonlyMap<string, ConversationOf>>;
  /**
   * Makes a pending or failed delivery due now and wakes the notifier. Answers its channel, or
   * "not-due" when it is sent or being sent right now, or "not-found".
   */
  retryDelivery(
    session: AdminSession,
    enquiryId: string,
    deliveryId: string,
  ): Promise<DeliveryChannel | "not-due" | "not-found">;
  /** The report of the `days` before now: where leads came from, how fast they were answered. */
  report(viewer: AdminSession, days: number): Promise<ReplyReport>;
  /**
   * How many enquiries arrived while delivery was off and were never sent to the team (not
   * spam); 0 for anyone but an administrator, and while delivery is still off.
   */
  neverSent(viewer: AdminSession): Promise<number>;
  /**
   * Queues the team's mail (and webhook) for each of them, once: an enquiry that has its
   * deliveries is skipped. Administrators only; answers how many were queued. The visitor's
   * acknowledgement is not sent late.
   */
  sendNeverSent(viewer: AdminSession): Promise<number>;
  /** A file a customer's mail carried, for staff only; each download is audited. */
  downloadAttachment(
    session: AdminSession,
    enquiryId: string,
    fileId: string,
  ): Promise<MailAttachmentDownload | undefined>;
}

export interface MailAttachmentDownload {
  readonly fileName: string;
  readonly mediaType: string;
  readonly bytes: Uint8Array;
}
