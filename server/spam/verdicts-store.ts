/** The spam verdict of each enquiry: its score and the signals that fired. */
import { isSpamReason, type SpamReason } from "#shared/spam/reasons.ts";
import { ENQUIRY_CHANNELS, type DeliveryChannel } from "#shared/outbox/channels.ts";
import { readJson, type Database, type Queryable } from "#server/store/database.ts";
import { queueDeliveries } from "#server/outbox/deliveries.ts";
import { enquiryStatus } from "#server/enquiries/status.ts";

export interface StoredVerdict {
  readonly score: number;
  readonly reasons: readonly SpamReason[];
}

export async function recordVerdict(
  tx: Queryable,
  verdict: StoredVerdict & {
    readonly enquiryId: string;
    readonly bodyHash: string;
    readonly senderHash: string;
    readonly at: Date;
  },
): Promise<void> {
  await tx.query(
    `INSERT INTO spam_verdicts (enquiry_id, score, reasons, body_hash, sender_hash, created_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [
      verdict.enquiryId,
      verdict.score,
      JSON.stringify(verdict.reasons),
      verdict.bodyHash,
      verdict.senderHash,
      verdict.at.toISOString(),
    ],
  );
}

export function verdictFromRow(row: Readonly<Record<string, unknown>>): StoredVerdict {
  const reasons = readJson(row.reasons);
  return {
    score: Number(row.score),
    reasons: Array.isArray(reasons) ? reasons.filter(isSpamReason) : [],
  };
}

export async function verdictOf(
  db: Queryable,
  enquiryId: string,
): Promise<StoredVerdict | undefined> {
  const [row] = await db.query("SELECT score, reasons FROM spam_verdicts WHERE enquiry_id = $1", [
    enquiryId,
  ]);
  return row ? verdictFromRow(row) : undefined;
}

/**
 * Queues the deliveries an enquiry held back as spam never had, on the channels `channelsFor`
 * answers; an enquiry that already has deliveries (it was delivered before being marked spam)
 * gets none again, and `channelsFor` is not asked, so it counts no acknowledgement that cannot go.
 * Answers the channels queued.
 */
export async function deliverReleased(
  db: Database,
  enquiryId: string,
  channelsFor: () => Promise<readonly DeliveryChannel[]>,
  now: Date,
): Promise<readonly DeliveryChannel[]> {
  if (await hasDeliveries(db, enquiryId)) return [];
  const channels = await channelsFor();
  if (channels.length === 0) return [];
  return db.transaction(async (tx) => {
    if (await hasDeliveries(tx, enquiryId)) return [];
    await queueDeliveries(tx, enquiryId, channels, now);
    return channels;
  });
}

/**
 * The enquiries never delivered, oldest first: not held as spam by their verdict, and none of
 * the enquiry's own deliveries (they arrived while delivery was off).
 */
export async function enquiriesNeverDelivered(db: Queryable): Promise<string[]> {
  const channels = ENQUIRY_CHANNELS.map((_, index) => `$${index + 1}`).join(", ");
  const rows = await db.query<{ id: string }>(
    `SELECT e.id FROM enquiries e
      WHERE NOT e.is_spam
        AND NOT EXISTS (SELECT 1 FROM deliveries d
                         WHERE d.enquiry_id = e.id AND d.channel IN (${channels}))
      ORDER BY e.created_at, e.id`,
    [...ENQUIRY_CHANNELS],
  );
  const unsent: string[] = [];
  for (const { id } of rows) if (!(await isHeldAsSpam(db, String(id)))) unsent.push(String(id));
  return unsent;
}

/**
 * Whether the enquiry had its own deliveries (the team's mails that ride on its row, such as the
 * daily digest of held spam, do not count).
 */
async function hasDeliveries(db: Queryable, enquiryId: string): Promise<boolean> {
  const channels = ENQUIRY_CHANNELS.map((_, index) => `$${index + 2}`).join(", ");
  const [row] = await db.query(
    `SELECT COUNT(*) AS count FROM deliveries WHERE enquiry_id = $1 AND channel IN (${channels})`,
    [enquiryId, ...ENQUIRY_CHANNELS],
  );
  return Number(row?.count ?? 0) > 0;
}

/**
 * Whether the enquiry is in spam now (held back by its verdict, or marked so by the team), so
 * that nothing about it is due: no reply, no reminder.
 */
export async function isHeldAsSpam(db: Queryable, enquiryId: string): Promise<boolean> {
  return (await enquiryStatus(db, enquiryId)) === "spam";
}
