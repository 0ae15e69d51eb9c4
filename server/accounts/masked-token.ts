/**
 * A session's CSRF token as each page carries it: XORed with a fresh random mask, the mask sent
 * beside it. The inbox's pages are compressed, and a compressed page that holds a fixed secret
 * beside text the public wrote gives the secret away byte by byte through its length (BREACH);
 * masked, the token's bytes differ in every response, so there is nothing fixed to guess.
 */
import { randomBytes, timingSafeEqual } from "node:crypto";

/** The token as one page carries it: the mask, then the token XORed with it, in base64url. */
export function maskToken(token: string): string {
  const secret = Buffer.from(token);
  const mask = randomBytes(secret.length);
  return Buffer.concat([mask, xor(mask, secret)]).toString("base64url");
}

/**
 * Whether `given` is `token`, masked (`maskToken`) or as it is, compared in constant time. The
 * sign-in pages carry their form's token as it is, and a page served before tokens were masked
 * the session's own.
 */
export function isSameToken(token: string, given: unknown): boolean {
  if (typeof given !== "string") return false;
  const expected = Buffer.from(token);
  const sent = Buffer.from(given, "base64url");
  const unmasked =
    sent.length === 2 * expected.length
      ? xor(sent.subarray(0, expected.length), sent.subarray(expected.length))
      : Buffer.from(given);
  return unmasked.length === expected.length && timingSafeEqual(unmasked, expected);
}

function xor(a: Buffer, b: Buffer): Buffer {
  return Buffer.from(a.map((byte, index) => byte ^ b[index]!));
}
