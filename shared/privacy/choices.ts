/** Consent as the site records it: one receipt per purpose a person agreed to with an enquiry. */

/** Answering the enquiry, answering a job application, or occasional updates (opt-in only). */
export const CONSENT_PURPOSES = ["enquiry", "application", "marketing"] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

export interface ConsentReceipt {
  readonly purpose: ConsentPurpose;
  /** The privacy notice shown: its "last updated" day and a hash of its text. */
  readonly noticeDate: string;
  readonly noticeHash: string;
  /** The page the form was sent from. */
  readonly page: string;
  readonly givenAt: Date;
  readonly withdrawnAt: Date | undefined;
}

/** The page a signed link in every e-mail to a person opens: withdraw updates, ask for erasure. */
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
