/**
 * The customer's mails in a conversation's timeline: each answer read from the team mailbox
 * (server/mail/), with how it found its conversation and the files it carried.
 */

/** How an incoming mail found its conversation. */
export type MatchedBy = "token" | "thread" | "address" | "new";

export interface MailAttachmentView {
  readonly id: string;
  readonly fileName: string;
  readonly sizeBytes: number;
}

/** A mail from the customer, as the timeline shows it. */
export interface CustomerMailEvent {
  readonly kind: "customer-wrote";
  /** The sender's address as the mail gave it. */
  readonly by: string;
  readonly at: Date;
  readonly subject: string;
  /** The new words; the quoted history is apart, folded away. */
  readonly body: string;
  readonly quoted: string;
  readonly matchedBy: MatchedBy;
  /** An auto-reply or a bounce: shown, never answered. */
  readonly automatic: boolean;
  readonly attachments: readonly MailAttachmentView[];
}
