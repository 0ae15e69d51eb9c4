/**
 * At every start, before the server answers: the database must have been set up with this server
 * secret, and an authenticator secret still stored in clear (by an older version) is sealed.
 */
import { ConfigError } from "#server/lib/config-error.ts";
import type { Logger } from "#server/lib/logger.ts";
import type { Database } from "#server/store/database.ts";
import type { ServerKeys } from "./server-secret.ts";
import { isSealed, sealTotpSecret } from "./totp-box.ts";

export async function sealSecretsAtRest(
  db: Database,
  keys: ServerKeys,
  logger: Logger,
): Promise<void> {
  const sealedNow = await db.transaction(async (tx) => {
    await tx.query(
      "INSERT INTO server_secret_check (id, fingerprint) VALUES (1, $1) ON CONFLICT (id) DO NOTHING",
      [keys.fingerprint],
    );
    const [check] = await tx.query("SELECT fingerprint FROM server_secret_check WHERE id = 1");
    if (String(check?.fingerprint) !== keys.fingerprint) {
      const [enrolled] = await tx.query(
        "SELECT COUNT(*) AS count FROM admin_users WHERE totp_secret IS NOT NULL",
      );
      const accounts = Number(enrolled?.count ?? 0);
      if (accounts > 0) {
        throw new ConfigError(
          `the server secret is not the one this database was set up with, so ${accounts} ${accounts === 1 ? "account's authenticator app" : "accounts' authenticator apps"} cannot be checked: restore that secret (SERVER_SECRET, or the file beside the database), or give each account a new app with npm run admin -- reset-two-step EMAIL`,
        );
      }
      // Nothing depended on the old secret but sign-ins half done: they start again.
      await tx.query("DELETE FROM admin_sign_in_challenges");
      await tx.query("UPDATE server_secret_check SET fingerprint = $1 WHERE id = 1", [
        keys.fingerprint,
      ]);
      logger.info("the server secret is new to this database; no authenticator app depended on it");
    }

    let sealed = 0;
    const users = await tx.query<{ id: string; totp_secret: string }>(
      "SELECT id, totp_secret FROM admin_users WHERE totp_secret IS NOT NULL",
    );
    for (const user of users.filter((row) => !isSealed(String(row.totp_secret)))) {
      await tx.query("UPDATE admin_users SET totp_secret = $2 WHERE id = $1 AND totp_secret = $3", [
        String(user.id),
        sealTotpSecret(keys.totp, String(user.id), String(user.totp_secret)),
        String(user.totp_secret),
      ]);
      sealed++;
    }
    const challenges = await tx.query<{
      token_hash: string;
      user_id: string;
      enrolment_secret: string;
    }>(
      "SELECT token_hash, user_id, enrolment_secret FROM admin_sign_in_challenges WHERE enrolment_secret IS NOT NULL",
    );
    for (const challenge of challenges.filter((row) => !isSealed(String(row.enrolment_secret)))) {
      await tx.query(
        "UPDATE admin_sign_in_challenges SET enrolment_secret = $2 WHERE token_hash = $1",
        [
          String(challenge.token_hash),
          sealTotpSecret(keys.totp, String(challenge.user_id), String(challenge.enrolment_secret)),
        ],
      );
    }
    return sealed;
  });
  if (sealedNow > 0) {
    logger.info({ accounts: sealedNow }, "sealed the authenticator secrets stored in clear");
  }
  // The clear copies leave the files too, where the engine allows it (SQLite's WAL).
  if (sealedNow > 0) await db.forgetDeleted();
}
