/**
 * A person's data and the audit log (`AdminPrivacy`), for administrators only: everything held
 * about an e-mail address exported or erased, the erasures people asked for, and the log read.
 */
import type { AdminPrivacy } from "#shared/privacy/contract.ts";
import type { AdminSession, Restricted } from "#shared/accounts/contract.ts";
import type { Logger } from "#server/lib/logger.ts";
import { erasePerson, exportPerson } from "./person-data.ts";
import { auditPage } from "#server/audit/log.ts";
import { openPrivacyRequests } from "./requests-store.ts";
import type { Database } from "#server/store/database.ts";
import { emailProblem } from "#server/accounts/accounts.ts";

export interface PrivacyOptions {
  readonly db: Database;
  readonly logger: Logger;
  readonly now: () => Date;
}

async function restricted<T>(
  session: AdminSession,
  work: () => Promise<T>,
): Promise<Restricted<T>> {
  if (session.role !== "administrator") return { allowed: false };
  return { allowed: true, value: await work() };
}

export function createPrivacy({ db, logger, now }: PrivacyOptions, clientIp: string): AdminPrivacy {
  const by = (session: AdminSession) => ({
    actor: session.email,
    clientAddress: clientIp,
    at: now(),
  });
  return {
    exportPerson: (session, email) =>
      restricted(session, async () =>
        emailProblem(email) ? { enquiries: [] } : exportPerson(db, email, by(session)),
      ),

    erasePerson: (session, email) =>
      restricted(session, async () => {
        const erased = await erasePerson(db, email, by(session));
        if (!erased.forgotten) {
          logger.warn("erasure: the SQLite log was busy; the rows go at the next checkpoint");
        }
        return erased.enquiries;
      }),

    privacyRequests: (session) => restricted(session, () => openPrivacyRequests(db)),

    auditLog: (session, page) => restricted(session, () => auditPage(db, page)),
  };
}
