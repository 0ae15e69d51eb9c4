/**
 * `/.well-known/security.txt` (RFC 9116): whom to tell about a vulnerability, from the site's
 * facts. Its Expires is the start of the next day plus the facts' validity, worked out when the
 * file is read, so a build deployed long ago never serves a lapsed file; the day's rounding keeps
 * the answer the same all day, which caches well.
 */
import { Hono } from "hono";
import { siteFacts } from "#server/site/facts.ts";

export const SECURITY_TXT_PATH = "/.well-known/security.txt";

const DAY_MS = 24 * 60 * 60_000;

export function securityTxt(siteUrl: string, now: Date): string {
  const nextDay = Math.floor(now.getTime() / DAY_MS + 1) * DAY_MS;
  const expires = new Date(nextDay + siteFacts.securityTxt.validityDays * DAY_MS);
  const fields = [
    `Contact: mailto:${siteFacts.email.security}`,
    `Expires: ${expires.toISOString().replace(/\.\d{3}Z$/, "Z")}`,
    `Preferred-Languages: ${siteFacts.securityTxt.preferredLanguages.join(", ")}`,
    // The RFC wants the canonical address to be https; a site on plain http names none.
    ...(new URL(siteUrl).protocol === "https:"
      ? [`Canonical: ${siteUrl}${SECURITY_TXT_PATH}`]
      : []),
  ];
  return `${fields.join("\n")}\n`;
}

export function securityTxtRoute(siteUrl: string, now: () => Date = () => new Date()): Hono {
  const routes = new Hono();
  routes.get(SECURITY_TXT_PATH, (c) =>
    c.text(securityTxt(siteUrl, now()), 200, { "Cache-Control": "public, max-age=3600" }),
  );
  return routes;
}
