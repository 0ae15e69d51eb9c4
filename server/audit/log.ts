/**
 * The audit log: who did what, when, from which address. Rows are only ever added; the database
 * refuses to change or delete them (migration 0004).
 */
import type { AuditAction, AuditEntry } from "#shared/audit/log.ts";
import { readDate, type Queryable } from "#server/store/database.ts";

export type NewAuditEntry = Omit<AuditEntry, "id" | "subject" | "detail" | "clientAddress"> &
  Partial<Pick<AuditEntry, "subject" | "detail" | "clientAddress">>;

export async function recordAudit(db: Queryable, entry: NewAuditEntry): Promise<void> {
  await db.query(
    `INSERT INTO audit_log (id, at, actor, action, subject, detail, client_address)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      crypto.randomUUID(),
      entry.at.toISOString(),
      entry.actor,
      entry.action,
      entry.subject ?? "",
      entry.detail ?? "",
      entry.clientAddress ?? "",
    ],
  );
}

/** One page of the log, newest first, with the total. */
export async function auditPage(
  db: Queryable,
  page: { readonly offset: number; readonly limit: number },
): Promise<{ entries: AuditEntry[]; total: number }> {
  const [counted] = await db.query("SELECT COUNT(*) AS total FROM audit_log");
  const rows = await db.query(
    "SELECT * FROM audit_log ORDER BY at DESC, id DESC LIMIT $1 OFFSET $2",
    [page.limit, page.offset],
  );
  return {
    total: Number(counted?.total ?? 0),
    entries: rows.map((row) => ({
      id: String(row.id),
      at: readDate(row.at),
      actor: String(row.actor),
      action: row.action as AuditAction,
      subject: String(row.subject),
      detail: String(row.detail),
      clientAddress: String(row.client_address),
    })),
  };
}
