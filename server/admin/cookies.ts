/** Reading the Cookie header and writing Set-Cookie headers for the inbox's two cookies. */

export interface CookieOptions {
  /** Sent only over https; the name then takes the `__Host-` prefix (no Domain, Path=/). */
  readonly secure: boolean;
}

/** The value of one cookie in a Cookie header; undefined when absent or malformed. */
export function readCookie(header: string | null, name: string): string | undefined {
  if (!header) return undefined;
  for (const pair of header.split(";")) {
    const separator = pair.indexOf("=");
    if (separator === -1 || pair.slice(0, separator).trim() !== name) continue;
    const value = pair.slice(separator + 1).trim();
    return /^[A-Za-z0-9_-]+$/.test(value) ? value : undefined;
  }
  return undefined;
}

/** The name as the browser stores it: `__Host-` prefixed when secure, so no subdomain can set it. */
export function cookieName(base: string, { secure }: CookieOptions): string {
  return secure ? `__Host-${base}` : base;
}

/** An HttpOnly, SameSite=Lax cookie for the whole site; `maxAgeSeconds` 0 deletes it. */
export function serializeCookie(
  name: string,
  value: string,
  maxAgeSeconds: number,
  { secure }: CookieOptions,
): string {
  return [
    `${name}=${value}`,
    "Path=/",
    `Max-Age=${maxAgeSeconds}`,
    "HttpOnly",
    "SameSite=Lax",
    ...(secure ? ["Secure"] : []),
  ].join("; ");
}
