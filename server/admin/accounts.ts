/** Creating team accounts and replacing their passwords: what `npm run admin` does. */
import * as z from "zod";
import type { Database } from "../store/database.ts";
import { createAdminUser, replaceAdminPassword } from "../store/admin-users.ts";
import { hashPassword, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./password.ts";

/** Addresses are kept lower-cased, so signing in ignores their case. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

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

/** Adds an account; throws `DuplicateAdminUserError` (from the store) when it exists. */
export async function addAdminUser(
  db: Database,
  email: string,
  password: string,
  now = new Date(),
): Promise<void> {
  await createAdminUser(db, {
    id: crypto.randomUUID(),
    email: normalizeEmail(email),
    passwordHash: await hashPassword(password),
    createdAt: now,
  });
}

/** Sets a new password and signs the account out everywhere; false when there is no account. */
export async function setAdminPassword(
  db: Database,
  email: string,
  password: string,
): Promise<boolean> {
  return replaceAdminPassword(db, normalizeEmail(email), await hashPassword(password));
}
