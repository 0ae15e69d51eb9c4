/**
 * Authenticator secrets at rest, and the server secret they are sealed with: generated beside a
 * SQLite database at the first start, required on PostgreSQL, checked against the database.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { Secret, TOTP } from "otpauth";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { createAdminService } from "#server/test-support/admin-service.ts";
import { addAdminUser } from "#server/accounts/accounts.ts";
import { newTotpSecret } from "#server/accounts/two-step.ts";
import { ConfigError } from "#server/lib/config-error.ts";
import { loadEnv } from "#server/boot/env.ts";
import { findAdminUserByEmail } from "#server/accounts/users-store.ts";
import type { Database } from "#server/store/database.ts";
import { openDatabase } from "#server/store/open.ts";
import { startTestDatabases } from "#server/test-support/databases.ts";
import { testKeys } from "#server/test-support/keys.ts";
import { capturedLogger } from "#server/test-support/logs.ts";
import { sealSecretsAtRest } from "./at-rest.ts";
import { resolveServerSecret, secretFileOf, serverKeys } from "./server-secret.ts";
import { openTotpSecret, sealTotpSecret } from "./totp-box.ts";

const databases = await startTestDatabases();
afterAll(() => databases.dispose());

const TEAM = "team@malwasoftworks.example";
const PASSWORD = "a long and secret passphrase";

describe("sealed authenticator secrets", () => {
  it("open only with their key and for their own account", () => {
    const sealed = sealTotpSecret(testKeys.totp, "account-1", "JBSWY3DPEHPK3PXP");
    expect(sealed).not.toContain("JBSWY3DPEHPK3PXP");
    expect(openTotpSecret(testKeys.totp, "account-1", sealed)).toBe("JBSWY3DPEHPK3PXP");
    expect(sealTotpSecret(testKeys.totp, "account-1", "JBSWY3DPEHPK3PXP")).not.toBe(sealed);
    expect(() => openTotpSecret(testKeys.totp, "account-2", sealed)).toThrow();
    const other = serverKeys(Buffer.alloc(32, 9));
    expect(() => openTotpSecret(other.totp, "account-1", sealed)).toThrow();
    // One bit of the ciphertext flipped; changing a base64 character could touch only padding.
    const [scheme, nonce, body = "", tag] = sealed.split(":");
    const bytes = Buffer.from(body, "base64url");
    bytes[0]! ^= 1;
    const altered = [scheme, nonce, bytes.toString("base64url"), tag];
    expect(() => openTotpSecret(testKeys.totp, "account-1", altered.join(":"))).toThrow();
  });
});

describe.each(databases.all)("secrets at rest on $name", (target) => {
  let db: Database;
  afterEach(() => db?.close());

  it("seals a secret an older version stored in clear, and the account still signs in with its app", async () => {
    db = await openDatabase(await target.fresh());
    await addAdminUser(db, TEAM, PASSWORD);
    const secret = newTotpSecret();
    await db.query("UPDATE admin_users SET totp_secret = $2 WHERE email = $1", [TEAM, secret]);

    const { logger, lines } = capturedLogger();
    await sealSecretsAtRest(db, testKeys, logger);
    await sealSecretsAtRest(db, testKeys, logger);
    const user = await findAdminUserByEmail(db, TEAM);
    const [row] = await db.query<{ totp_secret: string }>(
      "SELECT totp_secret FROM admin_users WHERE email = $1",
      [TEAM],
    );
    expect(row?.totp_secret).not.toContain(secret);
    expect(openTotpSecret(testKeys.totp, user!.id, row!.totp_secret)).toBe(secret);
    expect(
      lines().filter((line) => line.msg === "sealed the authenticator secrets stored in clear"),
    ).toHaveLength(1);

    const admin = createAdminService({
      db,
      logger,
      secureCookies: false,
      keys: testKeys,
      signInAttemptsPerMinute: 10,
      twoStepRequiredFor: "everyone",
      siteUrl: "http://localhost:3000",
    }).forClient("203.0.113.7");
    const form = admin.signInForm(null);
    const formCookie = form.setCookie!.split(";")[0]!;
    const first = await admin.signIn({
      email: TEAM,
      password: PASSWORD,
      token: form.token,
      cookieHeader: formCookie,
    });
    if (first.status !== "second-step") throw new Error(`No second step: ${first.status}`);
    const held = `${formCookie}; ${first.setCookies[0]!.split(";")[0]}`;
    const code = TOTP.generate({ secret: Secret.fromBase32(secret) });
    const done = await admin.completeSignIn({ code, token: form.token, cookieHeader: held });
    expect(done.status).toBe("signed-in");
  });

  it("refuses to start with another server secret while an app depends on the first", async () => {
    db = await openDatabase(await target.fresh());
    const { logger } = capturedLogger();
    const another = serverKeys(Buffer.alloc(32, 1));
    await sealSecretsAtRest(db, testKeys, logger);
    // Nothing sealed yet: a new secret is taken over.
    await sealSecretsAtRest(db, another, logger);
    await addAdminUser(db, TEAM, PASSWORD);
    const user = await findAdminUserByEmail(db, TEAM);
    await db.query("UPDATE admin_users SET totp_secret = $2 WHERE id = $1", [
      user!.id,
      sealTotpSecret(another.totp, user!.id, newTotpSecret()),
    ]);
    await expect(sealSecretsAtRest(db, testKeys, logger)).rejects.toThrow(
      new ConfigError(
        "the server secret is not the one this database was set up with, so 1 account's authenticator app cannot be checked: restore that secret (SERVER_SECRET, or the file beside the database), or give each account a new app with npm run admin -- reset-two-step EMAIL",
      ),
    );
    await sealSecretsAtRest(db, another, logger);
  });
});

describe("the server secret", () => {
  it("is generated beside a SQLite database at the first start, mode 0600, and the log says where", async () => {
    const config = await databases.sqlite.fresh();
    const env = loadEnv({ DATABASE_URL: `sqlite:${config.kind === "sqlite" ? config.path : ""}` });
    const file = secretFileOf(env.database.kind === "sqlite" ? env.database.path : "");
    expect(path.dirname(file)).toBe(path.dirname(config.kind === "sqlite" ? config.path : ""));
    expect(existsSync(file)).toBe(false);

    const first = capturedLogger();
    const secret = resolveServerSecret(env, first.logger);
    expect(secret.length).toBeGreaterThanOrEqual(32);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(first.text()).toContain(`generated the server secret in ${file} (mode 0600)`);
    expect(first.text()).not.toContain(secret.toString("base64url"));

    const second = capturedLogger();
    expect(resolveServerSecret(env, second.logger)).toEqual(secret);
    expect(second.text()).toBe("");
    expect(readFileSync(file, "utf8").trim()).toBe(secret.toString("base64url"));
  });

  it("is the configured one when SERVER_SECRET is set, and must be on PostgreSQL", () => {
    const { logger } = capturedLogger();
    const configured = Buffer.alloc(32, 5);
    const env = loadEnv({
      DATABASE_URL: "postgres://site@db.internal/site",
      SERVER_SECRET: configured.toString("base64"),
    });
    expect(resolveServerSecret(env, logger)).toEqual(configured);
    expect(() =>
      resolveServerSecret(loadEnv({ DATABASE_URL: "postgres://site@db.internal/site" }), logger),
    ).toThrow(
      new ConfigError(
        "SERVER_SECRET must be set with a postgres DATABASE_URL, the same on every instance (make one with: openssl rand -base64 32)",
      ),
    );
  });
});
