/** Erasure requests people made through their signed link, open until the team carries them out. */
import type { PrivacyRequest } from "#shared/privacy/contract.ts";
import { readDate, readJson, type Queryable } from "#server/store/database.ts";

export async function recordErasureRequest(
  db: Queryable,
  request: { readonly enquiryId: string; readonly at: Date; readonly dueAt: Date },
): Promise<void> {
  await db.query(
    `INSERT INTO privacy_requests (id, enquiry_id, kind, requested_at, due_at)
     VALUES ($1, $2, 'erasure', $3, $4)`,
    [crypto.randomUUID(), request.enquiryId, request.at.toISOString(), request.dueAt.toISOString()],
  );
}

/** The earliest due date of an open erasure request among these enquiries. */
export async function erasureDueAt(
  db: Queryable,
  enquiryIds: readonly string[],
): Promise<Date | undefined> {
  if (enquiryIds.length === 0) return undefined;
  const list = enquiryIds.map((_, index) => `$${index + 1}`).join(", ");
  const [row] = await db.query(
    `SELECT MIN(due_at) AS due_at FROM privacy_requests WHERE enquiry_id IN (${list})`,
    enquiryIds,
  );
  return row?.due_at ? readDate(row.due_at) : undefined;
}

/** Every open request, the soonest due first, with the address it concerns. */
export async function openPrivacyRequests(db: Queryable): Promise<PrivacyRequest[]> {
  const rows = await db.query(
    `SELECT p.id, p.enquiry_id, p.kind, p.requested_at, p.due_at, e.fields
       FROM privacy_requests p JOIN enquiries e ON e.id = p.enquiry_id
      ORDER BY p.due_at, p.id`,
  );
  return rows.map((row) => ({
    id: String(row.id),
    enquiryId: String(row.enquiry_id),
    kind: "erasure",
    email: String((readJson(row.fields) as Record<string, string>).email ?? ""),
    requestedAt: readDate(row.requested_at),
    dueAt: readDate(row.due_at),
  }));
}
