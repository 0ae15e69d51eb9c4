/** One field as a person reads it: labelled, options named, in the form's order. */
export interface FieldLine {
  readonly label: string;
  readonly value: string;
  readonly long: boolean;
  /** `mailto:` or `tel:` for an e-mail address or a phone number. */
  readonly href?: string;
}
