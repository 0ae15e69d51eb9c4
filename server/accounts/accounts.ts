/**
 * The team's accounts, as `npm run admin` manages them: creating, replacing a password,
 * disabling, enabling, removing and resetting two-step sign-in, each recorded in the audit log.
 */
import * as z from "zod";
import type { AdminRole } from "#shared/accounts/contract.ts";
import { SYSTEM_ACTORS, type AuditAction } from "#shared/audit/log.ts";
import type { Database } from "#server/store/database.ts";
import {
  createAdminUser,
  removeAdminUser,
  replaceAdminPassword,
  setAdminUserDisabled,
  type AccountChange,
} from "./users-store.ts";
import { recordAudit } from "#server/audit/log.ts";
import { normalizeEmail } from "#shared/text/email.ts";
import { resetTwoStep } from "./two-step-store.ts";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "#shared/accounts/contract.ts";
import { hashPassword } from "./password.ts";

export function emailProblem(email: string): string | undefined {
  return z.email().safeParse(normalizeEmail(email)).success
    ? undefined
    : `"${email}" is not an e-mail address`;
}

export function passwordProblem(password: string): string | undefined {
  if (password.length < PASSWORD_MIN_LENGTH) {
    return `The password must be at least ${PASSWORD_MIN_LENGTH} characters long`;
  }
  if (password.length > PASSWORD_MAX_LENGTH) {
    return `The password must be at most ${PASSWORD_MAX_LENGTH} characters long`;
  }
  return undefined;
}

const audited = (
  db: Database,
  action: AuditAction,
  email: string,
  { detail = "", at = new Date() }: { detail?: string; at?: Date } = {},
) =>
  recordAudit(db, {
    at,
    actor: SYSTEM_ACTORS.commandLine,
    action,
    subject: normalizeEmail(email),
    detail,
  });

/**
 * Adds an account and answers its role: the first account is an administrator, later ones are
 * reviewers unless `role` says otherwise. Throws `DuplicateAdminUserError` (from the store) when
 * the address has an account.
 */
export async function addAdminUser(
  db: Database,
  email: string,
  password: string,
  { now = new Date(), role }: { now?: Date; role?: AdminRole } = {},
): Promise<AdminRole> {
  const created = await createAdminUser(db, {
    id: crypto.randomUUID(),
    email: normalizeEmail(email),
    passwordHash: await hashPassword(password),
    role,
    createdAt: now,
  });
  await audited(db, "account-created", email, { detail: created, at: now });
  return created;
}

/** Sets a new password and signs the account out everywhere; false when there is no account. */
export async function setAdminPassword(
  db: Database,
  email: string,
  password: string,
): Promise<boolean> {
  const replaced = await replaceAdminPassword(
    db,
    normalizeEmail(email),
    await hashPassword(password),
  );
  if (replaced) await audited(db, "password-set", email);
  return replaced;
}

/** Disabling ends the account's sessions at once; the last administrator cannot be disabled. */
export async function disableAdminUser(db: Database, email: string): Promise<AccountChange> {
  const change = await setAdminUserDisabled(db, normalizeEmail(email), new Date());
  if (change === "changed") await audited(db, "account-disabled", email);
  return change;
}

export async function enableAdminUser(db: Database, email: string): Promise<AccountChange> {
  const change = await setAdminUserDisabled(db, normalizeEmail(email), undefined);
  if (change === "changed") await audited(db, "account-enabled", email);
  return change;
}

/** Removes the account and its sessions; the last administrator cannot be removed. */
export async function deleteAdminUser(db: Database, email: string): Promise<AccountChange> {
  const change = await removeAdminUser(db, normalizeEmail(email));
  if (change === "changed") await audited(db, "account-removed", email);
  return change;
}

/**
 * Forgets the account's authenticator app and recovery codes and ends its sessions, for a lost
 * phone: the account enrols a new app at its next sign-in. False when there is no account.
 */
export async function resetAdminTwoStep(db: Database, email: string): Promise<boolean> {
  const reset = await resetTwoStep(db, normalizeEmail(email));
  if (reset) await audited(db, "two-step-reset", email);
  return reset;
}
