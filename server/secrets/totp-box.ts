/**
 * Authenticator secrets at rest: AES-256-GCM from node:crypto, a fresh 96-bit nonce per secret,
 * and the account's id as additional data, so a sealed secret opens only for its own account and
 * only with the key that sealed it. Stored as `aes-256-gcm:<nonce>:<ciphertext>:<tag>` (base64url).
 */
import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";

const SCHEME = "aes-256-gcm";
const NONCE_BYTES = 12;

export function sealTotpSecret(key: Buffer, userId: string, secret: string): string {
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv(SCHEME, key, nonce);
  cipher.setAAD(Buffer.from(userId));
  const sealed = Buffer.concat([cipher.update(secret, "utf8"), cipher.final()]);
  return [SCHEME, nonce, sealed, cipher.getAuthTag()]
    .map((part) => (typeof part === "string" ? part : part.toString("base64url")))
    .join(":");
}

/** Whether a stored value is sealed, rather than a secret stored in clear by an older version. */
export function isSealed(stored: string): boolean {
  return stored.startsWith(`${SCHEME}:`);
}

/** The secret; throws when the value was sealed with another key, for another account, or altered. */
export function openTotpSecret(key: Buffer, userId: string, stored: string): string {
  const [scheme, nonce, sealed, tag] = stored.split(":");
  if (scheme !== SCHEME || nonce === undefined || sealed === undefined || tag === undefined) {
    throw new Error("Not a sealed authenticator secret");
  }
  const decipher = createDecipheriv(SCHEME, key, Buffer.from(nonce, "base64url"));
  decipher.setAAD(Buffer.from(userId));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([
    decipher.update(Buffer.from(sealed, "base64url")),
    decipher.final(),
  ]).toString("utf8");
}
