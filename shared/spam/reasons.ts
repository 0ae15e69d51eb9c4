/** The signals of the spam verdict, by the names the store, the metrics and the inbox use. */
export const SPAM_REASONS = [
  "honeypot",
  "proof-missing",
  "proof-invalid",
  "quick-submit",
  "links",
  "disposable-domain",
  "repeated-body",
] as const;

export type SpamReason = (typeof SPAM_REASONS)[number];

export function isSpamReason(value: unknown): value is SpamReason {
  return SPAM_REASONS.includes(value as SpamReason);
}
