/**
 * Password hashing with scrypt from `node:crypto`: a random salt per password, the cost
 * parameters stored with the hash (so they can be raised later without breaking old hashes),
 * and a timing-safe comparison.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";

/** N = 2^15, r = 8, p = 1: 32 MiB and roughly 0.1 s per hash on a server core. */
const COST = { N: 2 ** 15, r: 8, p: 1 } as const;
const KEY_LENGTH = 64;
const SALT_LENGTH = 16;

export const PASSWORD_MIN_LENGTH = 12;
/** Long enough for any passphrase, short enough that hashing one cannot be used to stall the server. */
export const PASSWORD_MAX_LENGTH = 1024;

function derive(
  password: string,
  salt: Buffer,
  cost: ScryptOptions,
  length: number,
): Promise<Buffer> {
  const memory = 128 * (cost.N ?? 0) * (cost.r ?? 0) * (cost.p ?? 1);
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize("NFC"),
      salt,
      length,
      { ...cost, maxmem: 2 * memory },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

/** "scrypt$N$r$p$salt$hash", salt and hash in base64. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, COST, KEY_LENGTH);
  return ["scrypt", COST.N, COST.r, COST.p, salt.toString("base64"), key.toString("base64")].join(
    "$",
  );
}

/** Whether the password matches the stored hash; a malformed hash matches nothing. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash, ...rest] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !hash || rest.length > 0) return false;
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  if (![cost.N, cost.r, cost.p].every((value) => Number.isSafeInteger(value) && value > 0)) {
    return false;
  }
  const expected = Buffer.from(hash, "base64");
  if (expected.length === 0 || password.length > PASSWORD_MAX_LENGTH) return false;
  const actual = await derive(password, Buffer.from(salt, "base64"), cost, expected.length);
  return timingSafeEqual(actual, expected);
}

/**
 * A hash no password was made for: checked against when the account does not exist, so a
 * sign-in takes as long whether or not the address has an account.
 */
export const unmatchableHash = await hashPassword(randomBytes(32).toString("base64"));
