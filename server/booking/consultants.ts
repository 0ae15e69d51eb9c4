/**
 * Who takes bookings: accounts marked as consultants go round (server/booking/store.ts). Set from
 * the command line (`npm run admin -- mark-consultant EMAIL`) and recorded in the audit log.
 */
import { SYSTEM_ACTORS } from "#shared/audit/log.ts";
import { normalizeEmail } from "#shared/text/email.ts";
import type { AccountChange } from "#server/accounts/users-store.ts";
import { recordAudit } from "#server/audit/log.ts";
import type { Database } from "#server/store/database.ts";

/** Marks the account as a consultant (`on`) or no longer; says whether anything changed. */
export async function setConsultant(
  db: Database,
  email: string,
  on: boolean,
  now = new Date(),
): Promise<AccountChange> {
  const address = normalizeEmail(email);
  return db.transaction(async (tx) => {
    const [account] = await tx.query<{ is_consultant: unknown }>(
      "SELECT is_consultant FROM admin_users WHERE email = $1",
      [address],
    );
    if (!account) return "no-account";
    if (Boolean(account.is_consultant) === on) return "unchanged";
    await tx.query("UPDATE admin_users SET is_consultant = $2 WHERE email = $1", [address, on]);
    await recordAudit(tx, {
      at: now,
      actor: SYSTEM_ACTORS.commandLine,
      action: "consultant-changed",
      subject: address,
      detail: on ? "takes bookings" : "takes no bookings",
    });
    return "changed";
  });
}
