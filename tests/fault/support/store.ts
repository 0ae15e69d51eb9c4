/** What the store holds, read straight from the database the server wrote. */
import type { Database } from "#server/store/database.ts";

export interface StoredEnquiry {
  readonly id: string;
  readonly submissionId: string;
  readonly deliveries: number;
  readonly sent: number;
}

export async function storedEnquiries(db: Database): Promise<Map<string, StoredEnquiry>> {
  const rows = await db.query<{
    id: string;
    submission_id: string;
    deliveries: number;
    sent: number;
  }>(
    `SELECT e.id, e.submission_id,
            COUNT(d.id) AS deliveries,
            SUM(CASE WHEN d.status = 'sent' THEN 1 ELSE 0 END) AS sent
       FROM enquiries e LEFT JOIN deliveries d ON d.enquiry_id = e.id
      GROUP BY e.id, e.submission_id`,
  );
  return new Map(
    rows.map((row) => [
      String(row.submission_id),
      {
        id: String(row.id),
        submissionId: String(row.submission_id),
        deliveries: Number(row.deliveries),
        sent: Number(row.sent ?? 0),
      },
    ]),
  );
}
