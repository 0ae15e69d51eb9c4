/**
 * The team's accounts for the inbox and their server-side sessions. A session row is keyed by
 * the hash of the cookie's token, never the token itself.
 */
import { readDate, type Database } from "./database.ts";

export interface AdminUser {
  readonly id: string;
  /** Lower-cased. */
  readonly email: string;
  readonly passwordHash: string;
  readonly createdAt: Date;
}

export interface StoredSession {
  readonly userId: string;
  readonly email: string;
  readonly csrfToken: string;
  readonly expiresAt: Date;
}

export class DuplicateAdminUserError extends Error {
  override name = "DuplicateAdminUserError";
}

/** Adds an account; throws `DuplicateAdminUserError` when the address has one already. */
export async function createAdminUser(db: Database, user: AdminUser): Promise<void> {
  const inserted = await db.query(
    `INSERT INTO admin_users (id, email, password_hash, created_at)
     VALUES ($1, $2, $3, $4)
     ON CONFLICT (email) DO NOTHING
     RETURNING id`,
    [user.id, user.email, user.passwordHash, user.createdAt.toISOString()],
  );
  if (inserted.length === 0)
    throw new DuplicateAdminUserError(`${user.email} has an account already`);
}

export async function findAdminUserByEmail(
  db: Database,
  email: string,
): Promise<AdminUser | undefined> {
  const [row] = await db.query("SELECT * FROM admin_users WHERE email = $1", [email]);
  if (!row) return undefined;
  return {
    id: String(row.id),
    email: String(row.email),
    passwordHash: String(row.password_hash),
    createdAt: readDate(row.created_at),
  };
}

/** Replaces the password and ends every session of the account; false when there is none. */
export async function replaceAdminPassword(
  db: Database,
  email: string,
  passwordHash: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const updated = await tx.query(
      "UPDATE admin_users SET password_hash = $2 WHERE email = $1 RETURNING id",
      [email, passwordHash],
    );
    const [user] = updated;
    if (!user) return false;
    await tx.query("DELETE FROM admin_sessions WHERE user_id = $1", [String(user.id)]);
    return true;
  });
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
    `SELECT s.user_id, s.csrf_token, s.expires_at, u.email
       FROM admin_sessions s JOIN admin_users u ON u.id = s.user_id
      WHERE s.token_hash = $1 AND s.expires_at > $2`,
    [tokenHash, now.toISOString()],
  );
  if (!row) return undefined;
  return {
    userId: String(row.user_id),
    email: String(row.email),
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
