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

/** Why the spam check scored an enquiry as it did, one line per signal that fired. */
export const SPAM_REASON_LABELS: Readonly<Record<SpamReason, string>> = {
  honeypot: "The hidden bot trap was filled in",
  "proof-missing": "No proof of work (sent without the page's script)",
  "proof-invalid": "A proof of work that was forged, expired or already used",
  "quick-submit": "Sent within two seconds of the form being opened",
  links: "Links in the message",
  "disposable-domain": "A throwaway e-mail address",
  "repeated-body": "The same message from several addresses within a day",
};
