/**
 * The page a person's signed link opens, without a sign-in: their consent to updates withdrawn,
 * their data's erasure asked for.
 */
/** Where the page is: every e-mail to a person carries its signed link. */
export const CONSENT_CHOICES_PATH = "/privacy/choices";

/** What the page shows for one valid link. */
export interface ConsentChoices {
  /** They ticked the box for updates with this or another enquiry, and have not withdrawn. */
  readonly receivingUpdates: boolean;
  /** An erasure they asked for and the team has not yet carried out: when it is due. */
  readonly erasureDueAt: Date | undefined;
}

/**
 * The page's outcome: "forged" for a link the server did not sign, or one altered since; "gone"
 * when the enquiry it names has been erased.
 */
export type ChoiceOutcome<T> = T | "forged" | "gone";

/** What the consent page asks of the server (`server/privacy/choices.ts`). */
export interface ConsentChoiceService {
  choices(enquiryId: string, signature: string): Promise<ChoiceOutcome<ConsentChoices>>;
  withdrawUpdates(enquiryId: string, signature: string): Promise<ChoiceOutcome<ConsentChoices>>;
  requestErasure(enquiryId: string, signature: string): Promise<ChoiceOutcome<ConsentChoices>>;
}
