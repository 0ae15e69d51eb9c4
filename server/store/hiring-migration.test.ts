/**
 * The hiring migration rebuilds the accounts table for the recruiter role: accounts, their
 * sessions, recovery codes and pending sign-ins all survive it, on SQLite and PostgreSQL.
 */
import { afterAll, describe, expect, it } from "vitest";
import { startTestDatabases } from "#server/test-support/databases.ts";
import { migrationsBefore, openUnmigrated } from "#server/test-support/migrations-before.ts";
import { migrate } from "./migrate.ts";

const databases = await startTestDatabases();
const before = migrationsBefore("0009");
afterAll(() => databases.dispose());

const USER = "0b7c1f5e-2a4d-4c1e-9a53-3f1a2b3c4d5e";
const at = "2030-01-15T04:30:00.000Z";

describe.each(databases.all)("the hiring migration on $name", (target) => {
  it("keeps every account with its sessions, codes and pending sign-ins, and takes recruiters", async () => {
    const config = await target.fresh();
    const db = openUnmigrated(config);
    try {
      await migrate(db, before);
      await db.query(
        `INSERT INTO admin_users (id, email, password_hash, created_at, role, totp_secret)
         VALUES ($1, 'a@example.com', 'hash', $2, 'reviewer', 'sealed')`,
        [USER, at],
      );
      await db.query(
        `INSERT INTO admin_sessions (token_hash, user_id, csrf_token, created_at, expires_at)
         VALUES ('session', $1, 'csrf', $2, $2)`,
        [USER, at],
      );
      await db.query(
        `INSERT INTO admin_recovery_codes (id, user_id, code_hash) VALUES ($1, $2, 'code')`,
        ["1b7c1f5e-2a4d-4c1e-9a53-3f1a2b3c4d5e", USER],
      );
      await db.query(
        `INSERT INTO admin_sign_in_challenges (token_hash, user_id, expires_at)
         VALUES ('challenge', $1, $2)`,
        [USER, at],
      );

      expect(await migrate(db)).toContain(9);

      const [user] = await db.query("SELECT email, role, totp_secret FROM admin_users");
      expect(user).toEqual({ email: "a@example.com", role: "reviewer", totp_secret: "sealed" });
      for (const table of ["admin_sessions", "admin_recovery_codes", "admin_sign_in_challenges"]) {
        const [row] = await db.query(`SELECT COUNT(*) AS count FROM ${table} WHERE user_id = $1`, [
          USER,
        ]);
        expect(Number(row?.count), table).toBe(1);
      }
      await db.query("UPDATE admin_users SET role = 'recruiter'");
      await expect(db.query("UPDATE admin_users SET role = 'owner'")).rejects.toThrow();
      // The dependants still follow their account.
      await db.query("DELETE FROM admin_users");
      const [left] = await db.query("SELECT COUNT(*) AS count FROM admin_sessions");
      expect(Number(left?.count)).toBe(0);
    } finally {
      await db.close();
    }
  });
});
