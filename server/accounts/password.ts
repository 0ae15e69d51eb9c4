/**
 * Password hashing with argon2id from `node:crypto`, at OWASP's recommended minimum (19 MiB,
 * two passes, one lane): a random salt per password, the parameters stored with the hash, and a
 * timing-safe comparison. Hashes made earlier with scrypt still verify; `needsRehash` says when
 * one should be replaced, which sign-in does with the password it has just checked.
 */
import { argon2, randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";
import { PASSWORD_MAX_LENGTH } from "#shared/accounts/contract.ts";

const ARGON2 = { memory: 19_456, passes: 2, parallelism: 1 } as const;
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

type Argon2Cost = {
  readonly memory: number;
  readonly passes: number;
  readonly parallelism: number;
};

function deriveArgon2(password: string, salt: Buffer, cost: Argon2Cost, length: number) {
  return new Promise<Buffer>((resolve, reject) => {
    argon2(
      "argon2id",
      { message: password.normalize("NFC"), nonce: salt, tagLength: length, ...cost },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

function deriveScrypt(password: string, salt: Buffer, cost: ScryptOptions, length: number) {
  const memory = 128 * (cost.N ?? 0) * (cost.r ?? 0) * (cost.p ?? 1);
  return new Promise<Buffer>((resolve, reject) => {
    scrypt(
      password.normalize("NFC"),
      salt,
      length,
      { ...cost, maxmem: 2 * memory },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

/** "argon2id$m$t$p$salt$hash", salt and hash in base64. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await deriveArgon2(password, salt, ARGON2, KEY_LENGTH);
  return [
    "argon2id",
    ARGON2.memory,
    ARGON2.passes,
    ARGON2.parallelism,
    salt.toString("base64"),
    key.toString("base64"),
  ].join("$");
}

const positive = (values: readonly number[]) =>
  values.every((value) => Number.isSafeInteger(value) && value > 0);

/** Whether the password matches the stored hash; a malformed hash matches nothing. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, a, b, c, salt, hash, ...rest] = stored.split("$");
  if (!salt || !hash || rest.length > 0) return false;
  const numbers = [Number(a), Number(b), Number(c)] as const;
  const expected = Buffer.from(hash, "base64");
  if (!positive(numbers) || expected.length === 0 || password.length > PASSWORD_MAX_LENGTH) {
    return false;
  }
  const [first, second, third] = numbers;
  const saltBytes = Buffer.from(salt, "base64");
  let actual: Buffer;
  if (scheme === "argon2id") {
    const cost = { memory: first, passes: second, parallelism: third };
    actual = await deriveArgon2(password, saltBytes, cost, expected.length);
  } else if (scheme === "scrypt") {
    actual = await deriveScrypt(
      password,
      saltBytes,
      { N: first, r: second, p: third },
      expected.length,
    );
  } else {
    return false;
  }
  return timingSafeEqual(actual, expected);
}

/** Whether a hash was made with weaker settings than `hashPassword` uses today. */
export function needsRehash(stored: string): boolean {
  return !stored.startsWith(`argon2id$${ARGON2.memory}$${ARGON2.passes}$${ARGON2.parallelism}$`);
}

/**
 * A hash no password was made for: checked against when the account does not exist, so a
 * sign-in takes as long whether or not the address has an account.
 */
export const unmatchableHash = await hashPassword(randomBytes(32).toString("base64"));
