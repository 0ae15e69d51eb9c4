/**
 * The team's accounts for the inbox and their server-side sessions. A session row is keyed by
 * the hash of the cookie's token, never the token itself.
 */
import type { AdminRole } from "#shared/accounts/contract.ts";
import { displayNameOf } from "#shared/accounts/display-name.ts";
import {
  readDate,
  readOptionalDate,
  readOptionalText,
  type Database,
  type Queryable,
  type Row,
} from "#server/store/database.ts";

export interface AdminUser {
  readonly id: string;
  /** Lower-cased. */
  readonly email: string;
  readonly passwordHash: string;
  readonly role: AdminRole;
  /** The name they were given; `displayNameOf` reads one from the address without it. */
  readonly displayName: string | undefined;
  /** Set while the account may not sign in. */
  readonly disabledAt: Date | undefined;
  /** Whether an authenticator app is enrolled for the second step of signing in. */
  readonly twoStep: boolean;
  readonly createdAt: Date;
  readonly lastSignInAt: Date | undefined;
}

export interface StoredSession {
  readonly userId: string;
  readonly email: string;
  readonly displayName: string | undefined;
  readonly role: AdminRole;
  readonly csrfToken: string;
  readonly expiresAt: Date;
}

function userFromRow(row: Row): AdminUser {
  return {
    id: String(row.id),
    email: String(row.email),
    passwordHash: String(row.password_hash),
    role: row.role as AdminRole,
    displayName: readOptionalText(row.display_name),
    disabledAt: readOptionalDate(row.disabled_at),
    twoStep: row.totp_secret !== null && row.totp_secret !== undefined,
    createdAt: readDate(row.created_at),
    lastSignInAt: readOptionalDate(row.last_sign_in_at),
  };
}

export class DuplicateAdminUserError extends Error {
  override name = "DuplicateAdminUserError";
}

type NewAdminUser = Pick<AdminUser, "id" | "email" | "passwordHash" | "createdAt"> & {
  readonly role: AdminRole | undefined;
  readonly displayName?: string;
};

/**
 * Adds an account: an administrator when it is the first, or when `role` says so; a reviewer
 * otherwise. Throws `DuplicateAdminUserError` when the address has one already.
 */
export async function createAdminUser(db: Database, user: NewAdminUser): Promise<AdminRole> {
  return db.transaction((tx) => insertAdminUser(db, tx, user));
}

/** `createAdminUser` inside the caller's transaction (an invitation accepted in the same one). */
export async function insertAdminUser(
  db: Database,
  tx: Queryable,
  user: NewAdminUser,
): Promise<AdminRole> {
  await lockAccounts(db, tx);
  const [existing] = await tx.query("SELECT COUNT(*) AS count FROM admin_users");
  const role = Number(existing?.count) === 0 ? "administrator" : (user.role ?? "reviewer");
  const inserted = await tx.query(
    `INSERT INTO admin_users (id, email, password_hash, role, created_at, display_name)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (email) DO NOTHING
       RETURNING id`,
    [
      user.id,
      user.email,
      user.passwordHash,
      role,
      user.createdAt.toISOString(),
      user.displayName ?? null,
    ],
  );
  if (inserted.length === 0) {
    throw new DuplicateAdminUserError(`${user.email} has an account already`);
  }
  return role;
}

export async function findAdminUserByEmail(
  db: Database,
  email: string,
): Promise<AdminUser | undefined> {
  const [row] = await db.query("SELECT * FROM admin_users WHERE email = $1", [email]);
  return row && userFromRow(row);
}

/** Every account, oldest first. */
export async function listAdminUsers(db: Database): Promise<AdminUser[]> {
  const rows = await db.query("SELECT * FROM admin_users ORDER BY created_at, email");
  return rows.map(userFromRow);
}

/** The addresses of the administrators who may sign in: whom a breach or held spam is told to. */
export async function activeAdministrators(db: Queryable): Promise<string[]> {
  const rows = await db.query(
    `SELECT email FROM admin_users WHERE role = 'administrator' AND disabled_at IS NULL
      ORDER BY created_at, email`,
  );
  return rows.map((row) => String(row.email));
}

/** Replaces a hash after sign-in checked the password against the old one. */
export async function upgradePasswordHash(
  db: Database,
  userId: string,
  passwordHash: string,
): Promise<void> {
  await db.query("UPDATE admin_users SET password_hash = $2 WHERE id = $1", [userId, passwordHash]);
}

export type AccountChange = "changed" | "unchanged" | "no-account" | "last-administrator";

/**
 * Whether taking this account away would leave no administrator who can still sign in. Checked
 * inside the change's transaction, so two concurrent removals cannot both pass it.
 */
async function isLastAdministrator(tx: Queryable, email: string): Promise<boolean> {
  const [row] = await tx.query(
    `SELECT COUNT(*) AS others FROM admin_users
      WHERE role = 'administrator' AND disabled_at IS NULL AND email <> $1`,
    [email],
  );
  const [target] = await tx.query("SELECT role, disabled_at FROM admin_users WHERE email = $1", [
    email,
  ]);
  return (
    target?.role === "administrator" &&
    (target.disabled_at === null || target.disabled_at === undefined) &&
    Number(row?.others) === 0
  );
}

async function lockAccounts(db: Database, tx: Queryable): Promise<void> {
  if (db.dialect === "postgres") await tx.query("LOCK TABLE admin_users IN EXCLUSIVE MODE");
}

/**
 * Disables (with the time) or enables (`undefined`) an account. Disabling ends its sessions in
 * the same transaction, and is refused for the last administrator who can sign in.
 */
export async function setAdminUserDisabled(
  db: Database,
  email: string,
  disabledAt: Date | undefined,
): Promise<AccountChange> {
  return db.transaction(async (tx) => {
    await lockAccounts(db, tx);
    const [user] = await tx.query("SELECT id, disabled_at FROM admin_users WHERE email = $1", [
      email,
    ]);
    if (!user) return "no-account";
    const isDisabled = user.disabled_at !== null && user.disabled_at !== undefined;
    if (isDisabled === (disabledAt !== undefined)) return "unchanged";
    if (disabledAt && (await isLastAdministrator(tx, email))) return "last-administrator";
    await tx.query("UPDATE admin_users SET disabled_at = $2 WHERE id = $1", [
      String(user.id),
      disabledAt?.toISOString() ?? null,
    ]);
    if (disabledAt) {
      await tx.query("DELETE FROM admin_sessions WHERE user_id = $1", [String(user.id)]);
    }
    return "changed";
  });
}

/**
 * Gives the account another role, from its next request on (sessions read the role each time);
 * refused when it would leave no administrator who can sign in.
 */
export async function setAdminRole(
  db: Database,
  email: string,
  role: AdminRole,
): Promise<AccountChange> {
  return db.transaction(async (tx) => {
    await lockAccounts(db, tx);
    const [user] = await tx.query("SELECT role FROM admin_users WHERE email = $1", [email]);
    if (!user) return "no-account";
    if (user.role === role) return "unchanged";
    if (await isLastAdministrator(tx, email)) return "last-administrator";
    await tx.query("UPDATE admin_users SET role = $2 WHERE email = $1", [email, role]);
    return "changed";
  });
}

export async function setDisplayName(
  db: Database,
  email: string,
  displayName: string,
): Promise<AccountChange> {
  const updated = await db.query(
    `UPDATE admin_users SET display_name = $2 WHERE email = $1 RETURNING id`,
    [email, displayName],
  );
  return updated.length > 0 ? "changed" : "no-account";
}

export async function recordSignIn(db: Database, userId: string, at: Date): Promise<void> {
  await db.query("UPDATE admin_users SET last_sign_in_at = $2 WHERE id = $1", [
    userId,
    at.toISOString(),
  ]);
}

/** Removes an account and its sessions; refused for the last administrator who can sign in. */
export async function removeAdminUser(db: Database, email: string): Promise<AccountChange> {
  return db.transaction(async (tx) => {
    await lockAccounts(db, tx);
    if (await isLastAdministrator(tx, email)) return "last-administrator";
    const removed = await tx.query("DELETE FROM admin_users WHERE email = $1 RETURNING id", [
      email,
    ]);
    return removed.length > 0 ? "changed" : "no-account";
  });
}

/**
 * Replaces the password and ends every session of the account, and every sign-in the old
 * password began; false when there is no account.
 */
export async function replaceAdminPassword(
  db: Database,
  email: string,
  passwordHash: string,
): Promise<boolean> {
  return db.transaction((tx) => replacePassword(tx, email, passwordHash));
}

/** `replaceAdminPassword` inside the caller's transaction (a forgotten password's link used in it). */
export async function replacePassword(
  tx: Queryable,
  email: string,
  passwordHash: string,
): Promise<boolean> {
  const [user] = await tx.query(
    "UPDATE admin_users SET password_hash = $2 WHERE email = $1 RETURNING id",
    [email, passwordHash],
  );
  if (!user) return false;
  await tx.query("DELETE FROM admin_sessions WHERE user_id = $1", [String(user.id)]);
  await tx.query("DELETE FROM admin_sign_in_challenges WHERE user_id = $1", [String(user.id)]);
  return true;
}

export async function createAdminSession(
  db: Database,
  session: {
    readonly tokenHash: string;
    readonly userId: string;
    readonly csrfToken: string;
    readonly createdAt: Date;
    readonly expiresAt: Date;
  },
): Promise<void> {
  await db.query(
    `INSERT INTO admin_sessions (token_hash, user_id, csrf_token, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5)`,
    [
      session.tokenHash,
      session.userId,
      session.csrfToken,
      session.createdAt.toISOString(),
      session.expiresAt.toISOString(),
    ],
  );
}

/** The session with this token hash, unless it has expired. */
export async function findAdminSession(
  db: Database,
  tokenHash: string,
  now: Date,
): Promise<StoredSession | undefined> {
  const [row] = await db.query(
    `SELECT s.user_id, s.csrf_token, s.expires_at, u.email, u.role, u.display_name
       FROM admin_sessions s JOIN admin_users u ON u.id = s.user_id
      WHERE s.token_hash = $1 AND s.expires_at > $2 AND u.disabled_at IS NULL`,
    [tokenHash, now.toISOString()],
  );
  if (!row) return undefined;
  return {
    userId: String(row.user_id),
    email: String(row.email),
    displayName: readOptionalText(row.display_name),
    role: row.role as AdminRole,
    csrfToken: String(row.csrf_token),
    expiresAt: readDate(row.expires_at),
  };
}

export async function deleteAdminSession(db: Database, tokenHash: string): Promise<void> {
  await db.query("DELETE FROM admin_sessions WHERE token_hash = $1", [tokenHash]);
}

export async function deleteExpiredAdminSessions(db: Database, now: Date): Promise<void> {
  await db.query("DELETE FROM admin_sessions WHERE expires_at <= $1", [now.toISOString()]);
}

/** The name shown for whoever has this address: their account's, else one read from it. */
export async function displayNameFor(db: Queryable, email: string): Promise<string> {
  const [row] = await db.query("SELECT display_name FROM admin_users WHERE email = $1", [email]);
  return displayNameOf({ email, displayName: readOptionalText(row?.display_name) });
}
