import type { AuditAction } from "#shared/audit/log.ts";
import { recordAudit, type NewAuditEntry } from "./log.ts";
import type { Database } from "#server/store/database.ts";

export type AuditDetail = Pick<NewAuditEntry, "subject" | "detail">;

/** Writes audit entries for one request: who did what, now, from the client's address. */
export function auditorFor(db: Database, clientIp: string, now: () => Date) {
  return (actor: string, action: AuditAction, entry: AuditDetail = {}) =>
    recordAudit(db, { at: now(), actor, action, clientAddress: clientIp, ...entry });
}
