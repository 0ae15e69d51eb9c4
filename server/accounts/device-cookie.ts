/**
 * The device cookie of OWASP's defence against lockout abuse: a browser that has signed in to an
 * account gets a cookie naming that account and a random id for the browser, signed with a key
 * derived from the server secret. Its failures count against its own allowance, not against the
 * account's, so guesses made elsewhere cannot lock it out (decision 010).
 */
import { randomBytes } from "node:crypto";
import { generateSignedCookie } from "hono/cookie";
import { parseSigned } from "hono/utils/cookie";

/** Half a year; each sign-in renews it. */
export const DEVICE_COOKIE_LIFETIME_S = 182 * 24 * 60 * 60;
const BASE_NAME = "admin_device";

export function deviceCookieName(secure: boolean): string {
  return secure ? `__Host-${BASE_NAME}` : BASE_NAME;
}

/** A new cookie for this browser and account, as a Set-Cookie header. */
export function issueDeviceCookie(key: Buffer, userId: string, secure: boolean): Promise<string> {
  const deviceId = randomBytes(16).toString("base64url");
  return generateSignedCookie(BASE_NAME, `${userId}.${deviceId}`, Uint8Array.from(key), {
    path: "/",
    maxAge: DEVICE_COOKIE_LIFETIME_S,
    httpOnly: true,
    sameSite: "Lax",
    ...(secure ? { secure: true, prefix: "host" as const } : {}),
  });
}

/** The browser's id when it holds a genuine device cookie for this account; undefined otherwise. */
export async function knownDevice(
  key: Buffer,
  cookieHeader: string | null,
  userId: string,
  secure: boolean,
): Promise<string | undefined> {
  if (!cookieHeader) return undefined;
  const name = deviceCookieName(secure);
  const value = (await parseSigned(cookieHeader, Uint8Array.from(key), name))[name];
  if (typeof value !== "string") return undefined;
  const separator = value.indexOf(".");
  return value.slice(0, separator) === userId ? value.slice(separator + 1) : undefined;
}
