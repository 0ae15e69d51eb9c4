/**
 * A person's data and the audit log, for administrators only (`allowed: false` for the other
 * roles). The server implements it (server/privacy/service.ts) and hands it to the pages as
 * `Astro.locals.privacy`, bound to the request's client address (the audit log records it).
 */
import type { AdminSession, Restricted } from "#shared/accounts/contract.ts";
import type { AuditEntry } from "#shared/audit/log.ts";

/** A person's request, open until an administrator erases their data (which removes it too). */
export interface PrivacyRequest {
  readonly id: string;
  readonly enquiryId: string;
  readonly kind: "erasure";
  /** The address it concerns: the one the person typed into the linked enquiry. */
  readonly email: string;
  readonly requestedAt: Date;
  readonly dueAt: Date;
}

/** A person's data as exported: one portable JSON document. */
export interface PersonData {
  readonly enquiries: readonly unknown[];
}

export interface AdminPrivacy {
  /** Everything held about an address. */
  exportPerson(session: AdminSession, email: string): Promise<Restricted<PersonData>>;
  /** Deletes everything held about an address; answers how many enquiries. */
  erasePerson(session: AdminSession, email: string): Promise<Restricted<number>>;
  /** The erasures people asked for through their signed link, the soonest due first. */
  privacyRequests(session: AdminSession): Promise<Restricted<readonly PrivacyRequest[]>>;
  /** The audit log, newest first. */
  auditLog(
    session: AdminSession,
    page: { offset: number; limit: number },
  ): Promise<Restricted<{ entries: readonly AuditEntry[]; total: number }>>;
}
