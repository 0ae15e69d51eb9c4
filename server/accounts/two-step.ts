/**
 * The second step of signing in: a time-based one-time code (TOTP, RFC 6238: SHA-1, six digits,
 * 30-second steps, as every authenticator app reads from a QR code) or a single-use recovery code.
 */
import { createHash, randomInt } from "node:crypto";
import { Secret, TOTP } from "otpauth";
import { renderSVG } from "uqr";
import type { AdminRole } from "#shared/accounts/contract.ts";
import { companyName } from "#server/site/facts.ts";

export type TwoStepPolicy = "administrators" | "everyone";

/** How many recovery codes an enrolment hands out. */
export const RECOVERY_CODE_COUNT = 10;

/** Whether an account without an authenticator must enrol one before it may sign in. */
export function twoStepRequired(role: AdminRole, policy: TwoStepPolicy): boolean {
  return policy === "everyone" || role === "administrator";
}

function totp(secret: string, email: string): TOTP {
  return new TOTP({ issuer: companyName, label: email, secret: Secret.fromBase32(secret) });
}

/** A new random secret (160 bits, as RFC 4226 recommends), in base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** What the enrolment page shows: the QR code an authenticator app scans, as an SVG image. */
export function enrolmentQrCode(secret: string, email: string): string {
  return renderSVG(totp(secret, email).toString(), { border: 2 });
}

/**
 * The time step of `code` when it is right for now or the step either side (a phone's clock
 * may be some seconds off); undefined when it is not.
 */
export function totpStep(
  secret: string,
  email: string,
  code: string,
  now: Date,
): number | undefined {
  const token = code.replace(/\s/g, "");
  if (!/^\d{6}$/.test(token)) return undefined;
  const generator = totp(secret, email);
  const delta = generator.validate({ token, timestamp: now.getTime(), window: 1 });
  return delta === null ? undefined : generator.counter({ timestamp: now.getTime() }) + delta;
}

const RECOVERY_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";

/** Ten characters from an alphabet without look-alikes (about 50 bits), shown as `abcde-fghij`. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const characters = Array.from(
      { length: 10 },
      () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)],
    ).join("");
    return `${characters.slice(0, 5)}-${characters.slice(5)}`;
  });
}

/** Whether what was typed has the shape of a recovery code rather than an authenticator code. */
export function looksLikeRecoveryCode(code: string): boolean {
  return /^[a-z0-9]{5}-?[a-z0-9]{5}$/i.test(code.trim());
}

export function hashRecoveryCode(code: string): string {
  const normalized = code.trim().toLowerCase().replace(/-/g, "");
  return createHash("sha256").update(normalized).digest("hex");
}
