/**
 * Who takes bookings: accounts marked as consultants go round the consultations, those marked as
 * interviewers the interview days (server/booking/store.ts). Set from the command line
 * (`npm run admin -- mark-consultant EMAIL`, `mark-interviewer EMAIL`) and recorded in the audit
 * log.
 */
import { SYSTEM_ACTORS } from "#shared/audit/log.ts";
import { normalizeEmail } from "#shared/text/email.ts";
import type { AccountChange } from "#server/accounts/users-store.ts";
import { recordAudit } from "#server/audit/log.ts";
import type { Database } from "#server/store/database.ts";

/** The account's mark for each kind of booking it may take, and what the audit log says. */
const MARKS = {
  consultant: { column: "is_consultant", on: "takes bookings", off: "takes no bookings" },
  interviewer: {
    column: "is_interviewer",
    on: "takes interview days",
    off: "takes no interview days",
  },
} as const;

/** Marks the account as a consultant (`on`) or no longer; says whether anything changed. */
export function setConsultant(
  db: Database,
  email: string,
  on: boolean,
  now = new Date(),
): Promise<AccountChange> {
  return setMark(db, "consultant", email, on, now);
}

/** Marks the account as an interviewer (`on`) or no longer; says whether anything changed. */
export function setInterviewer(
  db: Database,
  email: string,
  on: boolean,
  now = new Date(),
): Promise<AccountChange> {
  return setMark(db, "interviewer", email, on, now);
}

async function setMark(
  db: Database,
  mark: keyof typeof MARKS,
  email: string,
  on: boolean,
  now: Date,
): Promise<AccountChange> {
  const { column, ...detail } = MARKS[mark];
  const address = normalizeEmail(email);
  return db.transaction(async (tx) => {
    const [account] = await tx.query(
      `SELECT ${column} AS marked FROM admin_users WHERE email = $1`,
      [address],
    );
    if (!account) return "no-account";
    if (Boolean(account.marked) === on) return "unchanged";
    await tx.query(`UPDATE admin_users SET ${column} = $2 WHERE email = $1`, [address, on]);
    await recordAudit(tx, {
      at: now,
      actor: SYSTEM_ACTORS.commandLine,
      action: "consultant-changed",
      subject: address,
      detail: on ? detail.on : detail.off,
    });
    return "changed";
  });
}
