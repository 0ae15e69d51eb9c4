/**
 * What a person agreed to with each enquiry, and when they took it back: one receipt per
 * purpose, naming the privacy notice they were shown and the page they sent it from.
 */
import type { ConsentPurpose, ConsentReceipt } from "#shared/consent/receipts.ts";
import { MARKETING_FIELD, optedIntoMarketing } from "#shared/enquiries/submission-fields.ts";
import type { SubmissionStep } from "#server/enquiries/service.ts";
import { readDate, readOptionalDate, type Queryable } from "#server/store/database.ts";
import type { NoticeVersion } from "./notice.ts";

export async function recordConsents(
  tx: Queryable,
  enquiryId: string,
  receipts: readonly Omit<ConsentReceipt, "withdrawnAt">[],
): Promise<void> {
  for (const receipt of receipts) {
    await tx.query(
      `INSERT INTO consent_receipts (id, enquiry_id, purpose, notice_date, notice_hash, page, given_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [
        crypto.randomUUID(),
        enquiryId,
        receipt.purpose,
        receipt.noticeDate,
        receipt.noticeHash,
        receipt.page,
        receipt.givenAt.toISOString(),
      ],
    );
  }
}

/** The receipts of these enquiries, by enquiry, oldest first. */
export async function consentReceiptsOf(
  db: Queryable,
  enquiryIds: readonly string[],
): Promise<Map<string, ConsentReceipt[]>> {
  const byEnquiry = new Map<string, ConsentReceipt[]>();
  if (enquiryIds.length === 0) return byEnquiry;
  const list = enquiryIds.map((_, index) => `$${index + 1}`).join(", ");
  const rows = await db.query(
    `SELECT * FROM consent_receipts WHERE enquiry_id IN (${list}) ORDER BY given_at, purpose`,
    enquiryIds,
  );
  for (const row of rows) {
    const id = String(row.enquiry_id);
    const receipts = byEnquiry.get(id) ?? [];
    receipts.push({
      purpose: row.purpose as ConsentPurpose,
      noticeDate: String(row.notice_date),
      noticeHash: String(row.notice_hash),
      page: String(row.page),
      givenAt: readDate(row.given_at),
      withdrawnAt: readOptionalDate(row.withdrawn_at),
    });
    byEnquiry.set(id, receipts);
  }
  return byEnquiry;
}

/** Withdraws the marketing consent given with any of these enquiries; answers how many. */
export async function withdrawMarketing(
  db: Queryable,
  enquiryIds: readonly string[],
  at: Date,
): Promise<number> {
  if (enquiryIds.length === 0) return 0;
  const list = enquiryIds.map((_, index) => `$${index + 2}`).join(", ");
  const rows = await db.query(
    `UPDATE consent_receipts SET withdrawn_at = $1
      WHERE purpose = 'marketing' AND withdrawn_at IS NULL AND enquiry_id IN (${list})
      RETURNING id`,
    [at.toISOString(), ...enquiryIds],
  );
  return rows.length;
}

/**
 * A step the composition root hands the enquiry core: the receipts of a new enquiry, written in
 * its own transaction. Answering it (or the application) always; updates only when the person
 * ticked the box. Each names the notice the forms' pages show and the page it was sent from.
 */
export function consentStep(notice: NoticeVersion): SubmissionStep {
  return async ({ kind, meta, attribution, receivedAt }) => {
    // A mail to the team mailbox was sent without the forms' notice: nothing was agreed to.
    if (kind === "email") return {};
    const receipt = {
      noticeDate: notice.date,
      noticeHash: notice.hash,
      page: attribution?.page ?? "",
      givenAt: receivedAt,
    };
    return {
      store: (tx, enquiry) =>
        recordConsents(tx, enquiry.id, [
          { ...receipt, purpose: kind === "jobEnquiry" ? "application" : "enquiry" },
          ...(optedIntoMarketing(meta[MARKETING_FIELD])
            ? [{ ...receipt, purpose: "marketing" as const }]
            : []),
        ]),
    };
  };
}
