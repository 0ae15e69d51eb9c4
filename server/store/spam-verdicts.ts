/** The spam verdict of each enquiry: its score and the signals that fired. */
import { isSpamReason, type SpamReason } from "../../shared/spam-reasons.ts";
import { readJson, type Queryable } from "./database.ts";

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
