import type { AdminApplications } from "./admin-applications.ts";
import type { AdminOpenings } from "./admin-openings.ts";
import type { Attribution } from "./attribution.ts";
import type { ConsentReceipt } from "./consent.ts";
import type { SpamReason } from "./spam-reasons.ts";
import type { AuditEntry } from "./audit.ts";
import type { DeliveryChannel } from "./delivery-channels.ts";
import type { EnquiryKind } from "./enquiry-kinds.ts";
import type { ReplyReport } from "./report.ts";
import type { PipelineStage } from "./pipeline.ts";

/**
 * What the team's inbox (`/admin`) asks of the server. The server implements it over its store
 * (`server/admin/service.ts`) and hands it to the admin pages through `Astro.locals`, one
 * instance per request, bound to the client's address (the sign-in throttle needs it).
 */

/**
 * An enquiry's place in the team's work; a honeypot-flagged enquiry starts as spam. A job
 * application marked unsuccessful is deleted sooner than other enquiries (the retention policy).
 */
export const ENQUIRY_STATUSES = ["new", "in-progress", "handled", "unsuccessful", "spam"] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];

export function isEnquiryStatus(value: unknown): value is EnquiryStatus {
  return ENQUIRY_STATUSES.includes(value as EnquiryStatus);
}

/**
 * Administrators manage accounts, export and erase a person's data; recruiters publish job
 * openings; reviewers and recruiters work enquiries.
 */
export const ADMIN_ROLES = ["administrator", "reviewer", "recruiter"] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

export function isAdminRole(value: unknown): value is AdminRole {
  return ADMIN_ROLES.includes(value as AdminRole);
}

/** The longest reply the inbox sends. */
export const REPLY_MAX_LENGTH = 20_000;

/** The longest private note the inbox keeps. */
export const NOTE_MAX_LENGTH = 5000;

/** Where an enquiry stands against the reply promise. */
export interface ReplyState {
  /** When a reply is due; none for spam, or for an enquiry stored before the promise was kept. */
  readonly dueAt: Date | undefined;
  /** The first reply from the inbox, or the moment someone recorded an answer given elsewhere. */
  readonly answeredAt: Date | undefined;
  readonly answeredBy: string | undefined;
  readonly answeredHow: "reply" | "outside" | undefined;
  /** The team member who owns it (their sign-in address). */
  readonly owner: string | undefined;
}

/** Which enquiries the list shows and the export holds; every part is optional. */
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
  readonly stage?: PipelineStage;
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

export interface StatusChange {
  readonly from: EnquiryStatus;
  readonly to: EnquiryStatus;
  /** The team member's e-mail address. */
  readonly by: string;
  readonly at: Date;
}

/** One field as a person reads it: labelled, options named, in the form's order. */
export interface FieldLine {
  readonly label: string;
  readonly value: string;
  readonly long: boolean;
  /** `mailto:` or `tel:` for an e-mail address or a phone number. */
  readonly href?: string;
}

/** One step in the enquiry's reply work, as its timeline shows it. */
export type ReplyEvent =
  | { readonly kind: "assigned"; readonly owner: string; readonly by: string; readonly at: Date }
  | { readonly kind: "answered-outside"; readonly by: string; readonly at: Date }
  | {
      readonly kind: "replied";
      readonly by: string;
      readonly at: Date;
      readonly body: string;
      /** Its delivery's state: waiting in the outbox, sent, or given up on. */
      readonly delivery: "pending" | "sent" | "failed";
    };

export interface EnquiryRecord extends InboxEntry {
  readonly action: string;
  readonly isSpam: boolean;
  readonly fieldLines: readonly FieldLine[];
  readonly deliveries: readonly DeliveryState[];
  /** Oldest first. */
  readonly history: readonly StatusChange[];
  readonly noteUpdatedBy: string | undefined;
  readonly noteUpdatedAt: Date | undefined;
  /** Assignments, replies and answers given elsewhere, oldest first. */
  readonly timeline: readonly ReplyEvent[];
  /** The score of its spam signals when it arrived; undefined before verdicts were recorded. */
  readonly spamScore: number | undefined;
  /** What the person agreed to with it, oldest first. */
  readonly consents: readonly ConsentReceipt[];
}

/** The signed-in team member. */
export interface AdminSession {
  readonly email: string;
  readonly role: AdminRole;
  /** The synchronizer token every admin form posts back. */
  readonly csrfToken: string;
}

/** A POST is allowed only with a session and that session's CSRF token. */
export type PostAuthorization =
  | { readonly status: "allowed"; readonly session: AdminSession }
  | { readonly status: "signed-out" }
  | { readonly status: "forged" };

export interface SignInForm {
  /** The token the sign-in form posts back (double-submit: it is also in a cookie). */
  readonly token: string;
  /** Sets that cookie when the browser does not hold it yet. */
  readonly setCookie: string | undefined;
}

export type SignInOutcome =
  | { readonly status: "signed-in"; readonly setCookies: readonly string[] }
  /** The password was right; a code from an authenticator app (or enrolling one) comes next. */
  | { readonly status: "second-step"; readonly setCookies: readonly string[] }
  /** Unknown address or wrong password: the answer does not say which. */
  | { readonly status: "refused" }
  /** The form's token is missing or stale (or the post was forged). */
  | { readonly status: "expired" }
  /** Too many failures from this address or for this account. */
  | { readonly status: "locked"; readonly minutes: number }
  /** Too many sign-in attempts from this address within a minute, whatever their outcome. */
  | { readonly status: "throttled"; readonly seconds: number };

/** The second step of a sign-in whose password was right. */
export type SecondStep =
  | { readonly kind: "code"; readonly email: string }
  | {
      readonly kind: "enrol";
      readonly email: string;
      /** The secret in base32, for typing into an app that cannot scan. */
      readonly secret: string;
    };

export type SecondStepOutcome =
  | {
      readonly status: "signed-in";
      readonly setCookies: readonly string[];
      /** Handed out once, when an authenticator was just enrolled. */
      readonly recoveryCodes: readonly string[] | undefined;
    }
  /** A wrong, reused or malformed code. */
  | { readonly status: "refused" }
  /** The sign-in it continues is gone (expired, or never began): start again with the password. */
  | { readonly status: "expired" }
  | { readonly status: "locked"; readonly minutes: number }
  | { readonly status: "throttled"; readonly seconds: number };

/** Sessions, CSRF, the sign-in and its second step. */
export interface AdminAuthentication {
  /** The session the request's cookie names, if it is still valid. */
  session(cookieHeader: string | null): Promise<AdminSession | undefined>;
  authorizePost(cookieHeader: string | null, csrfToken: unknown): Promise<PostAuthorization>;
  signInForm(cookieHeader: string | null): SignInForm;
  signIn(input: {
    readonly email: string;
    readonly password: string;
    readonly token: unknown;
    readonly cookieHeader: string | null;
  }): Promise<SignInOutcome>;
  /** The step a sign-in is waiting for, when its password was right and it has not expired. */
  secondStep(cookieHeader: string | null): Promise<SecondStep | undefined>;
  /** The enrolling secret as a QR code (an SVG document); undefined when not enrolling. */
  enrolmentQrCode(cookieHeader: string | null): Promise<string | undefined>;
  /** Checks an authenticator or recovery code (or an enrolment's first code) and signs in. */
  completeSignIn(input: {
    readonly code: string;
    readonly token: unknown;
    readonly cookieHeader: string | null;
  }): Promise<SecondStepOutcome>;
  /** Ends the session; answers the Set-Cookie header that clears the cookie. */
  signOut(cookieHeader: string | null): Promise<string>;
}

/** The enquiries: the list, one enquiry, its status, its note, its deliveries. */
export interface AdminInbox {
  inbox(filter: InboxFilter, page: { offset: number; limit: number }): Promise<InboxPage>;
  /** Every enquiry matching the filter, newest first (for the CSV export, which is audited). */
  exportEntries(session: AdminSession, filter: InboxFilter): Promise<InboxEntry[]>;
  /** One enquiry; reading it is recorded in the audit log. */
  enquiry(session: AdminSession, id: string): Promise<EnquiryRecord | undefined>;
  /**
   * Answers false when the enquiry does not exist. Taken out of spam, a quarantined enquiry is
   * delivered at once (the team's notification and the acknowledgement).
   */
  changeStatus(session: AdminSession, id: string, status: EnquiryStatus): Promise<boolean>;
  saveNote(session: AdminSession, id: string, note: string): Promise<boolean>;
  /**
   * Makes a pending or failed delivery due now and wakes the notifier. Answers its channel, or
   * "not-due" when it is sent or being sent right now, or "not-found".
   */
  retryDelivery(
    session: AdminSession,
    enquiryId: string,
    deliveryId: string,
  ): Promise<DeliveryChannel | "not-due" | "not-found">;
}

export interface SavedReplyTemplate {
  readonly id: string;
  readonly title: string;
  /** With `{name}`, `{company}` and `{position}` where the enquiry's values go. */
  readonly body: string;
  readonly updatedBy: string;
  readonly updatedAt: Date;
}

/** The reply promise's work on an enquiry: its owner, and an answer given outside the inbox. */
export interface AdminReplyWork {
  /** Whether the server sends e-mail at all; without it nobody is notified and no reply can go. */
  readonly sendsEmail: boolean;
  /**
   * Queues a reply to the address stored with the enquiry, from the team's address, and stops
   * the clock if it is the first answer. Nothing is queued for an empty or too long text, an
   * enquiry that no longer exists, or when e-mail is off. `replyId`, the form's own key, makes a
   * form sent twice (a double click, a reload) one reply.
   */
  sendReply(
    session: AdminSession,
    enquiryId: string,
    body: string,
    replyId?: string,
  ): Promise<"queued" | "empty" | "too-long" | "not-found" | "mail-off">;
  /** Everyone who can sign in, by address: who an enquiry can be assigned to. */
  teamMembers(): Promise<readonly string[]>;
  /** Makes `owner` (a team member's address) the enquiry's owner; a colleague gets an e-mail. */
  assign(
    session: AdminSession,
    enquiryId: string,
    owner: string,
  ): Promise<"assigned" | "not-found" | "unknown-member">;
  /** The administrators' templates, by title. */
  savedReplies(): Promise<readonly SavedReplyTemplate[]>;
  /**
   * Adds a template (no id) or replaces one: administrators only. "title-taken" when another
   * template has the title; "not-found" when the one to replace is gone.
   */
  putSavedReply(
    session: AdminSession,
    template: { readonly id?: string; readonly title: string; readonly body: string },
  ): Promise<Restricted<"saved" | "title-taken" | "not-found">>;
  deleteSavedReply(session: AdminSession, id: string): Promise<Restricted<boolean>>;
  /** The report of the `days` before now: where leads came from, how fast they were answered. */
  report(days: number): Promise<ReplyReport>;
  /** Stops the clock: someone answered by phone or outside the inbox. */
  markAnsweredOutside(
    session: AdminSession,
    enquiryId: string,
  ): Promise<"stopped" | "already-answered" | "not-found">;
}

/** A person's data and the audit log: administrators only (`allowed: false` for reviewers). */
export interface AdminPrivacy {
  /** Everything held about an address. */
  exportPerson(session: AdminSession, email: string): Promise<Restricted<PersonData>>;
  /** Deletes everything held about an address; answers how many enquiries. */
  erasePerson(session: AdminSession, email: string): Promise<Restricted<number>>;
  /** The erasures people asked for through their signed link, the soonest due first. */
  privacyRequests(session: AdminSession): Promise<Restricted<readonly PrivacyRequest[]>>;
  /** The audit log, newest first. */
  auditLog(
    session: AdminSession,
    page: { offset: number; limit: number },
  ): Promise<Restricted<{ entries: readonly AuditEntry[]; total: number }>>;
}

export interface AdminService
  extends
    AdminAuthentication,
    AdminInbox,
    AdminReplyWork,
    AdminPrivacy,
    AdminOpenings,
    AdminApplications {}

/** What only an administrator may have. */
export type Restricted<T> =
  { readonly allowed: true; readonly value: T } | { readonly allowed: false };

/** A person's request, open until an administrator erases their data (which removes it too). */
export interface PrivacyRequest {
  readonly id: string;
  readonly enquiryId: string;
  readonly kind: "erasure";
  /** The address it concerns: the one the person typed into the linked enquiry. */
  readonly email: string;
  readonly requestedAt: Date;
  readonly dueAt: Date;
}

/** A person's data as exported: one portable JSON document. */
export interface PersonData {
  readonly enquiries: readonly unknown[];
}
