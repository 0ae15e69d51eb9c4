/**
 * An e-mail address as it is compared, counted and hashed: trimmed and lower-cased, so one person
 * is one address in the spam checks, the acknowledgement limit, the privacy export and erasure,
 * the sign-in throttle and the team's accounts, however they typed it.
 */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The address of `Team <team@example.com>`, or a bare address as it is. */
export function addressOf(mailbox: string): string {
  return /<\s*([^<>\s]+)\s*>/.exec(mailbox)?.[1] ?? mailbox.trim();
}
