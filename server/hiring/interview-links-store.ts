/**
 * The candidates' personal links to book their interview day (decision 027): 256 random bits in
 * the e-mail, only their SHA-256 in the database. A link books once, until it expires; a newer
 * link for the same application ends the older ones.
 */
import { createHash, randomBytes } from "node:crypto";
import type { Database, Queryable } from "#server/store/database.ts";
import { readDate } from "#server/store/database.ts";

const DAY_MS = 24 * 60 * 60_000;

const tokenHash = (token: string) => createHash("sha256").update(token).digest("hex");

/** A new link for the application, valid `days` from `now`; earlier unused ones expire now. */
export async function issueInterviewLink(
  db: Database,
  enquiryId: string,
  now: Date,
  days: number,
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db.transaction(async (tx) => {
    await tx.query(
      `UPDATE interview_links SET expires_at = $2
        WHERE enquiry_id = $1 AND used_at IS NULL AND expires_at > $2`,
      [enquiryId, now.toISOString()],
    );
    await tx.query(
      `INSERT INTO interview_links (token_hash, enquiry_id, expires_at, created_at)
       VALUES ($1, $2, $3, $4)`,
      [
        tokenHash(token),
        enquiryId,
        new Date(now.getTime() + days * DAY_MS).toISOString(),
        now.toISOString(),
      ],
    );
  });
  return token;
}

/** Where a link stands: open to book (its application), spent by a booking, expired, unknown. */
export type InterviewLinkState =
  | { readonly state: "open"; readonly enquiryId: string }
  | { readonly state: "used"; readonly enquiryId: string; readonly bookingId: string | undefined }
  | { readonly state: "expired" | "unknown" };

export async function interviewLinkState(
  q: Queryable,
  token: string,
  now: Date,
): Promise<InterviewLinkState> {
  if (token.length === 0 || token.length > 100) return { state: "unknown" };
  const [row] = await q.query(
    "SELECT enquiry_id, expires_at, booking_id, used_at FROM interview_links WHERE token_hash = $1",
    [tokenHash(token)],
  );
  if (!row) return { state: "unknown" };
  const enquiryId = String(row.enquiry_id);
  if (row.used_at !== null && row.used_at !== undefined) {
    const bookingId = row.booking_id === null ? undefined : String(row.booking_id);
    return { state: "used", enquiryId, bookingId };
  }
  if (readDate(row.expires_at).getTime() <= now.getTime()) return { state: "expired" };
  return { state: "open", enquiryId };
}

/**
 * In the booking's transaction: spends an open link on the booking it made. False when it was
 * used or expired since it was read (the transaction then keeps nothing).
 */
export async function spendInterviewLink(
  tx: Queryable,
  token: string,
  bookingId: string,
  now: Date,
): Promise<boolean> {
  const spent = await tx.query(
    `UPDATE interview_links SET used_at = $2, booking_id = $3
      WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2
      RETURNING enquiry_id`,
    [tokenHash(token), now.toISOString(), bookingId],
  );
  return spent.length > 0;
}
