/**
 * Two-step sign-in's storage: each account's TOTP secret (sealed by the caller, see
 * server/secrets/totp-box.ts) and last accepted time step, its single-use recovery codes, and the
 * sign-ins waiting for their second step.
 */
import type { AdminRole } from "#shared/accounts/contract.ts";
import type { Database } from "#server/store/database.ts";

export interface SignInChallenge {
  readonly tokenHash: string;
  readonly userId: string;
  readonly email: string;
  readonly role: AdminRole;
  /** The enrolled secret, sealed; undefined while the account has none. */
  readonly totpSecret: string | undefined;
  /** The secret being enrolled, sealed, when this challenge is an enrolment. */
  readonly enrolmentSecret: string | undefined;
}

export async function createSignInChallenge(
  db: Database,
  challenge: {
    readonly tokenHash: string;
    readonly userId: string;
    readonly enrolmentSecret: string | undefined;
    readonly expiresAt: Date;
  },
): Promise<void> {
  await db.query(
    `INSERT INTO admin_sign_in_challenges (token_hash, user_id, enrolment_secret, expires_at)
     VALUES ($1, $2, $3, $4)`,
    [
      challenge.tokenHash,
      challenge.userId,
      challenge.enrolmentSecret ?? null,
      challenge.expiresAt.toISOString(),
    ],
  );
}

/** The challenge with this token hash, unless it has expired or its account was disabled. */
export async function findSignInChallenge(
  db: Database,
  tokenHash: string,
  now: Date,
): Promise<SignInChallenge | undefined> {
  const [row] = await db.query(
    `SELECT c.user_id, c.enrolment_secret, u.email, u.role, u.totp_secret
       FROM admin_sign_in_challenges c JOIN admin_users u ON u.id = c.user_id
      WHERE c.token_hash = $1 AND c.expires_at > $2 AND u.disabled_at IS NULL`,
    [tokenHash, now.toISOString()],
  );
  if (!row) return undefined;
  return {
    tokenHash,
    userId: String(row.user_id),
    email: String(row.email),
    role: row.role as AdminRole,
    totpSecret: row.totp_secret === null ? undefined : String(row.totp_secret),
    enrolmentSecret: row.enrolment_secret === null ? undefined : String(row.enrolment_secret),
  };
}

export async function deleteSignInChallenge(db: Database, tokenHash: string): Promise<void> {
  await db.query("DELETE FROM admin_sign_in_challenges WHERE token_hash = $1", [tokenHash]);
}

export async function deleteExpiredSignInChallenges(db: Database, now: Date): Promise<void> {
  await db.query("DELETE FROM admin_sign_in_challenges WHERE expires_at <= $1", [
    now.toISOString(),
  ]);
}

/**
 * Records that a code of time step `step` signed in. False when that step, or a later one, was
 * used already: a code seen on a shoulder or in a log cannot sign in a second time.
 */
export async function claimTotpStep(db: Database, userId: string, step: number): Promise<boolean> {
  const claimed = await db.query(
    `UPDATE admin_users SET totp_last_step = $2
      WHERE id = $1 AND (totp_last_step IS NULL OR totp_last_step < $2)
      RETURNING id`,
    [userId, step],
  );
  return claimed.length > 0;
}

/** Marks the unused recovery code with this hash used; false when there is none. */
export async function claimRecoveryCode(
  db: Database,
  userId: string,
  codeHash: string,
  at: Date,
): Promise<boolean> {
  const claimed = await db.query(
    `UPDATE admin_recovery_codes SET used_at = $3
      WHERE user_id = $1 AND code_hash = $2 AND used_at IS NULL
      RETURNING id`,
    [userId, codeHash, at.toISOString()],
  );
  return claimed.length > 0;
}

export async function unusedRecoveryCodes(db: Database, userId: string): Promise<number> {
  const [row] = await db.query(
    "SELECT COUNT(*) AS count FROM admin_recovery_codes WHERE user_id = $1 AND used_at IS NULL",
    [userId],
  );
  return Number(row?.count ?? 0);
}

/**
 * Stores an enrolled secret, the step its confirming code used, and a fresh set of recovery codes,
 * and ends the account's other sign-ins waiting for a second step. Only while the account has no
 * authenticator: false, and nothing changed, when one was enrolled meanwhile (another browser's
 * enrolment, which a stale one must never replace).
 */
export async function enrolTotp(
  db: Database,
  enrolment: {
    readonly userId: string;
    /** The secret as stored: sealed. */
    readonly secret: string;
    readonly step: number;
    readonly recoveryCodeHashes: readonly string[];
  },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const enrolled = await tx.query(
      `UPDATE admin_users SET totp_secret = $2, totp_last_step = $3
        WHERE id = $1 AND totp_secret IS NULL
        RETURNING id`,
      [enrolment.userId, enrolment.secret, enrolment.step],
    );
    if (enrolled.length === 0) return false;
    await tx.query("DELETE FROM admin_sign_in_challenges WHERE user_id = $1", [enrolment.userId]);
    await tx.query("DELETE FROM admin_recovery_codes WHERE user_id = $1", [enrolment.userId]);
    for (const codeHash of enrolment.recoveryCodeHashes) {
      await tx.query(
        "INSERT INTO admin_recovery_codes (id, user_id, code_hash) VALUES ($1, $2, $3)",
        [crypto.randomUUID(), enrolment.userId, codeHash],
      );
    }
    return true;
  });
}

/**
 * Forgets an account's authenticator and recovery codes and ends its sessions: its next sign-in
 * enrols again. False when there is no such account.
 */
export async function resetTwoStep(db: Database, email: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [user] = await tx.query(
      `UPDATE admin_users SET totp_secret = NULL, totp_last_step = NULL
        WHERE email = $1 RETURNING id`,
      [email],
    );
    if (!user) return false;
    for (const table of ["admin_recovery_codes", "admin_sign_in_challenges", "admin_sessions"]) {
      await tx.query(`DELETE FROM ${table} WHERE user_id = $1`, [String(user.id)]);
    }
    return true;
  });
}
