/**
 * The team's answers to an enquiry: a reply through the outbox, taking it or assigning it to a
 * colleague, an answer given by phone or outside the inbox, and the administrators' saved
 * replies. The server implements it (server/replies/service.ts) and hands it to the pages as
 * `Astro.locals.replies`, bound to the request's client address (the audit log records it).
 */
import type { MailAttachmentView } from "#shared/mail/contract.ts";
import type { AdminSession, Restricted } from "#shared/accounts/contract.ts";
import type { SavedReplyAudience } from "./saved-replies.ts";

/** The longest reply the inbox sends. */
export const REPLY_MAX_LENGTH = 20_000;

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
      /** The files it carried, for staff to download. */
      readonly attachments: readonly MailAttachmentView[];
    };

/** Assigned, and whether the new owner is told by e-mail (not while e-mail is off). */
export type Assigned = "assigned" | "assigned-quietly";

export interface SavedReplyTemplate {
  readonly id: string;
  readonly title: string;
  /**
   * With `{name}`, `{first_name}`, `{company}`, `{position}` and `{owner_name}` where the
   * enquiry's values go (shared/replies/saved-replies.ts).
   */
  readonly body: string;
  readonly audience: SavedReplyAudience;
  readonly updatedBy: string;
  readonly updatedAt: Date;
}

/** The reply promise's work on an enquiry: its owner, and an answer given outside the inbox. */
/** A file attached to a reply, as the form gave it. */
export interface ReplyFile {
  readonly name: string;
  readonly bytes: Uint8Array;
}

export interface AdminReplyWork {
  /** Whether the server sends e-mail at all; without it nobody is notified and no reply can go. */
  readonly sendsEmail: boolean;
  /** Whether the server reads the team mailbox, so customers' answers come back to the inbox. */
  readonly readsAnswers: boolean;
  /**
   * Queues a reply to the address stored with the enquiry, from the team's address, and stops
   * the clock if it is the first answer. Nothing is queued for an empty or too long text, an
   * enquiry that no longer exists, or when e-mail is off. `replyId`, the form's own key, makes a
   * form sent twice (a double click, a reload) one reply. `seen`, the enquiry's timeline version
   * on the page, refuses it as "stale" once another reply, a note or a customer message arrived.
   * `files` go with it when each is of a type a conversation takes (by its bytes) and all fit in
   * 10 MB; else nothing is queued.
   */
  sendReply(
    session: AdminSession,
    enquiryId: string,
    body: string,
    replyId?: string,
    seen?: number,
    files?: readonly ReplyFile[],
  ): Promise<
    | "queued"
    | "empty"
    | "too-long"
    | "stale"
    | "not-found"
    | "mail-off"
    | "attachment-type"
    | "attachments-too-large"
  >;
  /** Everyone who can sign in, by address: who an enquiry can be assigned to. */
  teamMembers(): Promise<readonly string[]>;
  /** Each account's name to show (`displayNameOf`), by address; disabled ones too, for history. */
  teamNames(): Promise<Readonly<Record<string, string>>>;
  /** Makes `owner` (a team member's address) the enquiry's owner; a colleague gets an e-mail. */
  assign(
    session: AdminSession,
    enquiryId: string,
    owner: string,
  ): Promise<Assigned | "not-found" | "unknown-member">;
  /** The administrators' templates, by title. */
  /** The templates for the viewer's side of the team: all of them for an administrator. */
  savedReplies(viewer: AdminSession): Promise<readonly SavedReplyTemplate[]>;
  /**
   * Adds a template (no id) or replaces one: administrators only. "title-taken" when another
   * template has the title; "not-found" when the one to replace is gone.
   */
  putSavedReply(
    session: AdminSession,
    template: {
      readonly id?: string;
      readonly title: string;
      readonly body: string;
      readonly audience: SavedReplyAudience;
    },
  ): Promise<Restricted<"saved" | "title-taken" | "not-found" | "unknown-placeholder">>;
  deleteSavedReply(session: AdminSession, id: string): Promise<Restricted<boolean>>;
  /** Stops the clock: someone answered by phone or outside the inbox. */
  markAnsweredOutside(
    session: AdminSession,
    enquiryId: string,
  ): Promise<"stopped" | "already-answered" | "not-found">;
}
