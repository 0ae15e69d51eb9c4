/**
 * The browser tests' team accounts in the test server's store: made with `npm run admin`, given
 * an authenticator app as if they had enrolled (every role signs in in two steps), and a recovery
 * code for each sign-in, since an app's code signs in once per 30 seconds and the tests sign in
 * far more often than that.
 */
import { expect, type Page } from "@playwright/test";
import { pino } from "pino";
import { addAdminUser } from "#server/accounts/accounts.ts";
import { TEST_SERVER_SECRET } from "#server/test-support/keys.ts";
import { admin } from "#scripts/admin.ts";
import { hashRecoveryCode, newRecoveryCodes, newTotpSecret } from "#server/accounts/two-step.ts";
import { findAdminUserByEmail } from "#server/accounts/users-store.ts";
import { loadEnv } from "#server/boot/env.ts";
import { resolveServerSecret, serverKeys, type ServerKeys } from "#server/secrets/server-secret.ts";
import { sealTotpSecret } from "#server/secrets/totp-box.ts";
import type { Database } from "#server/store/database.ts";
import { openDatabase } from "#server/store/open.ts";
import type { AdminRole } from "#shared/accounts/contract.ts";
import { e2eDatabaseUrl } from "./e2e-run.ts";
import { runCommand } from "./run-command.ts";

/** `npm run admin -- ARGS` against the test server's database, run in this process. */
export async function runAdminCli(args: readonly string[], input: string) {
  const env = { ...process.env, DATABASE_URL: e2eDatabaseUrl() };
  const { status, stdout, stderr } = await runCommand(admin, args, { env, input });
  return { code: status, output: stdout + stderr };
}

export async function withStore<T>(work: (db: Database) => Promise<T>): Promise<T> {
  const db = await openDatabase(loadEnv({ DATABASE_URL: e2eDatabaseUrl() }).database);
  try {
    return await work(db);
  } finally {
    await db.close();
  }
}

/** Gives the account an authenticator app, as if it had enrolled, sealed with `keys`. */
export async function giveApp(db: Database, keys: ServerKeys, email: string): Promise<void> {
  const user = await findAdminUserByEmail(db, email);
  if (!user || user.twoStep) return;
  await db.query("UPDATE admin_users SET totp_secret = $2 WHERE id = $1 AND totp_secret IS NULL", [
    user.id,
    sealTotpSecret(keys.totp, user.id, newTotpSecret()),
  ]);
}

/** A recovery code for the account's next second step, added for that one sign-in. */
export async function addRecoveryCode(db: Database, email: string): Promise<string> {
  const [code = ""] = newRecoveryCodes();
  const user = await findAdminUserByEmail(db, email);
  if (!user) throw new Error(`No account for ${email}`);
  await db.query("INSERT INTO admin_recovery_codes (id, user_id, code_hash) VALUES ($1, $2, $3)", [
    crypto.randomUUID(),
    user.id,
    hashRecoveryCode(code),
  ]);
  return code;
}

/**
 * Makes the account in the test server's store unless a test running beside this one did, and
 * gives it an authenticator app, sealed with the key of the test server's secret (generated
 * beside its database).
 */
export async function enrolledAccount(account: {
  readonly email: string;
  readonly password: string;
  readonly role: AdminRole;
}): Promise<void> {
  const made = await runAdminCli(
    ["create-user", account.email, "--role", account.role],
    `${account.password}\n`,
  );
  if (made.code !== 0 && !made.output.includes("has an account already")) {
    throw new Error(made.output);
  }
  const keys = serverKeys(
    resolveServerSecret(loadEnv({ DATABASE_URL: e2eDatabaseUrl() }), pino({ level: "silent" })),
  );
  await withStore((db) => giveApp(db, keys, account.email));
}

/** A recovery code for the account's next sign-in on the test server. */
export function recoveryCodeFor(email: string): Promise<string> {
  return withStore((db) => addRecoveryCode(db, email));
}

/**
 * A team member on a browser test's own server (one that test started with TEST_SERVER_SECRET
 * and a store it opened): the account, and its authenticator app.
 */
export async function ownServerMember(
  db: Database,
  account: { readonly email: string; readonly password: string },
  role: AdminRole,
): Promise<void> {
  await addAdminUser(db, account.email, account.password, { role });
  await giveApp(db, serverKeys(Buffer.from(TEST_SERVER_SECRET, "base64")), account.email);
}

/** Signs in on a browser test's own server in two steps, as a person does, with a recovery code. */
export async function signInOn(
  page: Page,
  serverUrl: string,
  db: Database,
  account: { readonly email: string; readonly password: string },
): Promise<void> {
  await page.goto(`${serverUrl}/admin/sign-in`);
  await page.getByLabel("E-mail").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByLabel("Code", { exact: true }).fill(await addRecoveryCode(db, account.email));
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
}
