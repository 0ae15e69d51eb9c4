/**
 * The server's one secret, and the keys derived from it (HKDF-SHA256, one per purpose): the
 * keyed hashes that stand for a client's address or a typed e-mail address in the throttle's
 * counters, the encryption of authenticator secrets at rest, and the signature of the sign-in's
 * device cookies. SERVER_SECRET sets it; without it, on SQLite, it is generated at the first start
 * into a file beside the database (mode 0600), and read from there afterwards.
 */
import { createHmac, hkdfSync, randomBytes } from "node:crypto";
import { readFileSync, statSync, writeFileSync } from "node:fs";
import { ConfigError } from "#server/lib/config-error.ts";
import type { Logger } from "#server/lib/logger.ts";
import type { DatabaseConfig } from "#server/store/open.ts";

/** The server secret's least size: 256 bits, as much as the keys derived from it. */
export const SERVER_SECRET_BYTES = 32;

/** The secret in base64 (either alphabet), when it holds at least 32 bytes; undefined otherwise. */
export function parseServerSecret(value: string): Buffer | undefined {
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(value)) return undefined;
  const bytes = Buffer.from(value, "base64");
  return bytes.length >= SERVER_SECRET_BYTES ? bytes : undefined;
}

export interface ServerKeys {
  /** HMAC key of the throttle's counters: what they count is never stored as typed. */
  readonly throttle: Buffer;
  /** AES-256-GCM key of the authenticator secrets in the database. */
  readonly totp: Buffer;
  /** HMAC key signing the device cookie of a browser that has signed in. */
  readonly device: Buffer;
  /** HMAC secret of the proof-of-work challenges the forms solve. */
  readonly proof: Buffer;
  /** HMAC key of the links in e-mails that open a person's consent page without a sign-in. */
  readonly consentLinks: Buffer;
  /** Names the secret without revealing it, so a database can tell it was set up with another. */
  readonly fingerprint: string;
}

const KEY_BYTES = 32;
const SALT = Buffer.from("malwa-site server keys");

function derived(secret: Buffer, purpose: string): Buffer {
  return Buffer.from(hkdfSync("sha256", secret, SALT, purpose, KEY_BYTES));
}

export function serverKeys(secret: Buffer): ServerKeys {
  return {
    throttle: derived(secret, "throttle keys"),
    totp: derived(secret, "totp secrets"),
    device: derived(secret, "device cookies"),
    proof: derived(secret, "proof of work"),
    consentLinks: derived(secret, "consent links"),
    fingerprint: derived(secret, "fingerprint").toString("base64url").slice(0, 22),
  };
}

/** A value as the throttle keeps it: an HMAC of what it counts, under its purpose. */
export function keyedHash(key: Buffer, purpose: string, value: string): string {
  return createHmac("sha256", key).update(`${purpose}\0${value}`).digest("base64url");
}

/** Where the generated secret of a SQLite database is kept: beside it. */
export function secretFileOf(databasePath: string): string {
  return `${databasePath}.secret`;
}

/**
 * The configured secret, or on SQLite the one in the file beside the database (generated at the
 * first start, which the log says). PostgreSQL serves several instances, which must share one
 * secret: it has to be configured.
 */
export function resolveServerSecret(
  env: { readonly serverSecret: Buffer | undefined; readonly database: DatabaseConfig },
  logger: Logger,
): Buffer {
  if (env.serverSecret) return env.serverSecret;
  if (env.database.kind !== "sqlite") {
    throw new ConfigError(
      "SERVER_SECRET must be set with a postgres DATABASE_URL, the same on every instance (make one with: openssl rand -base64 32)",
    );
  }
  const file = secretFileOf(env.database.path);
  try {
    writeFileSync(file, `${randomBytes(SERVER_SECRET_BYTES).toString("base64url")}\n`, {
      mode: 0o600,
      flag: "wx",
    });
    logger.warn(
      { file },
      `generated the server secret in ${file} (mode 0600): back it up, apart from the database backups, or set SERVER_SECRET`,
    );
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  if ((statSync(file).mode & 0o077) !== 0) {
    throw new ConfigError(`${file} is readable by other users: run chmod 600 ${file}`);
  }
  const secret = parseServerSecret(readFileSync(file, "utf8").trim());
  if (!secret) {
    throw new ConfigError(
      `${file} does not hold a server secret (${SERVER_SECRET_BYTES}+ random bytes in base64)`,
    );
  }
  return secret;
}
