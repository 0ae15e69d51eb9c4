/**
 * Invitations and forgotten passwords' links. Only a token's SHA-256 is kept: a copy of the
 * database opens no door. Each link is claimed inside one transaction, so two clicks on one link
 * make one account or one new password.
 */
import type { AdminRole } from "#shared/accounts/contract.ts";
import { readDate, readOptionalDate, type Queryable, type Row } from "#server/store/database.ts";

export interface Invitation {
  readonly id: string;
  readonly email: string;
  readonly displayName: string;
  readonly role: AdminRole;
  readonly invitedBy: string;
  readonly createdAt: Date;
  readonly expiresAt: Date;
  readonly acceptedAt: Date | undefined;
  readonly withdrawnAt: Date | undefined;
}

function invitationFromRow(row: Row): Invitation {
  return {
    id: String(row.id),
    email: String(row.email),
    displayName: String(row.display_name),
    role: row.role as AdminRole,
    invitedBy: String(row.invited_by),
    createdAt: readDate(row.created_at),
    expiresAt: readDate(row.expires_at),
    acceptedAt: readOptionalDate(row.accepted_at),
    withdrawnAt: readOptionalDate(row.withdrawn_at),
  };
}

/**
 * Opens an invitation for the address, or renews the open one (new name, role, token and
 * expiry: the old link dies). Answers its id.
 */
export async function putInvitation(
  tx: Queryable,
  invitation: Omit<Invitation, "id" | "acceptedAt" | "withdrawnAt"> & {
    readonly tokenHash: string;
  },
): Promise<string> {
  const [row] = await tx.query(
    `INSERT INTO admin_invitations
       (id, email, display_name, role, token_hash, invited_by, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (email) WHERE accepted_at IS NULL AND withdrawn_at IS NULL
     DO UPDATE SET display_name = excluded.display_name, role = excluded.role,
       token_hash = excluded.token_hash, invited_by = excluded.invited_by,
       created_at = excluded.created_at, expires_at = excluded.expires_at
     RETURNING id`,
    [
      crypto.randomUUID(),
      invitation.email,
      invitation.displayName,
      invitation.role,
      invitation.tokenHash,
      invitation.invitedBy,
      invitation.createdAt.toISOString(),
      invitation.expiresAt.toISOString(),
    ],
  );
  return String(row?.id);
}

/** A new token and expiry for an open invitation; undefined when it is not open. */
export async function renewInvitation(
  tx: Queryable,
  id: string,
  tokenHash: string,
  createdAt: Date,
  expiresAt: Date,
): Promise<Invitation | undefined> {
  const [row] = await tx.query(
    `UPDATE admin_invitations SET token_hash = $2, created_at = $3, expires_at = $4
      WHERE id = $1 AND accepted_at IS NULL AND withdrawn_at IS NULL RETURNING *`,
    [id, tokenHash, createdAt.toISOString(), expiresAt.toISOString()],
  );
  return row && invitationFromRow(row);
}

export async function withdrawInvitation(tx: Queryable, id: string, at: Date): Promise<boolean> {
  const withdrawn = await tx.query(
    `UPDATE admin_invitations SET withdrawn_at = $2
      WHERE id = $1 AND accepted_at IS NULL AND withdrawn_at IS NULL RETURNING id`,
    [id, at.toISOString()],
  );
  return withdrawn.length > 0;
}

export async function findInvitationByToken(
  tx: Queryable,
  tokenHash: string,
): Promise<Invitation | undefined> {
  const [row] = await tx.query("SELECT * FROM admin_invitations WHERE token_hash = $1", [
    tokenHash,
  ]);
  return row && invitationFromRow(row);
}

/** Marks the invitation accepted unless someone else did first; answers whether this one did. */
export async function claimInvitation(tx: Queryable, id: string, at: Date): Promise<boolean> {
  const claimed = await tx.query(
    `UPDATE admin_invitations SET accepted_at = $2
      WHERE id = $1 AND accepted_at IS NULL AND withdrawn_at IS NULL AND expires_at > $2
      RETURNING id`,
    [id, at.toISOString()],
  );
  return claimed.length > 0;
}

/** Invitations neither accepted nor withdrawn (expired ones too: they can be resent). */
export async function openInvitations(db: Queryable): Promise<Invitation[]> {
  const rows = await db.query(
    `SELECT * FROM admin_invitations WHERE accepted_at IS NULL AND withdrawn_at IS NULL
      ORDER BY created_at, email`,
  );
  return rows.map(invitationFromRow);
}

export async function createPasswordReset(
  tx: Queryable,
  reset: { tokenHash: string; userId: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await tx.query(
    `INSERT INTO admin_password_resets (token_hash, user_id, created_at, expires_at)
     VALUES ($1, $2, $3, $4)`,
    [reset.tokenHash, reset.userId, reset.createdAt.toISOString(), reset.expiresAt.toISOString()],
  );
}

/** The open link's account: not used, not expired, and its account may sign in. */
export async function findOpenPasswordReset(
  tx: Queryable,
  tokenHash: string,
  now: Date,
): Promise<{ userId: string; email: string } | undefined> {
  const [row] = await tx.query(
    `SELECT r.user_id, u.email FROM admin_password_resets r JOIN admin_users u ON u.id = r.user_id
      WHERE r.token_hash = $1 AND r.used_at IS NULL AND r.expires_at > $2
        AND u.disabled_at IS NULL`,
    [tokenHash, now.toISOString()],
  );
  return row && { userId: String(row.user_id), email: String(row.email) };
}

/** Uses the link and every other open link of the account; answers whether this one was open. */
export async function claimPasswordReset(
  tx: Queryable,
  tokenHash: string,
  userId: string,
  at: Date,
): Promise<boolean> {
  const claimed = await tx.query(
    `UPDATE admin_password_resets SET used_at = $3
      WHERE token_hash = $1 AND user_id = $2 AND used_at IS NULL AND expires_at > $3
      RETURNING token_hash`,
    [tokenHash, userId, at.toISOString()],
  );
  if (claimed.length === 0) return false;
  await tx.query(
    "UPDATE admin_password_resets SET used_at = $2 WHERE user_id = $1 AND used_at IS NULL",
    [userId, at.toISOString()],
  );
  return true;
}

/** How many links the account was sent since `since`: the per-address limit. */
export async function passwordResetsSince(
  db: Queryable,
  userId: string,
  since: Date,
): Promise<number> {
  const [row] = await db.query(
    "SELECT COUNT(*) AS count FROM admin_password_resets WHERE user_id = $1 AND created_at > $2",
    [userId, since.toISOString()],
  );
  return Number(row?.count ?? 0);
}
