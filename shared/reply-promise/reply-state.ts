/** Where an enquiry stands against the reply promise. */
export interface ReplyState {
  /**
   * When the running (or last) clock's reply is due; none for spam, or for an enquiry stored
   * before the promise was kept.
   */
  readonly dueAt: Date | undefined;
  /**
   * A clock runs: the turn is ours (new or open) and the latest customer message is unanswered.
   * A closed conversation, or one waiting on the customer, has none.
   */
  readonly running: boolean;
  /** The first reply from the inbox, or the moment someone recorded an answer given elsewhere. */
  readonly answeredAt: Date | undefined;
  readonly answeredBy: string | undefined;
  readonly answeredHow: "reply" | "outside" | undefined;
  /** The team member who owns it (their sign-in address). */
  readonly owner: string | undefined;
}
