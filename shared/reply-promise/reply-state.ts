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
