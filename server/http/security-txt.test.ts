import { describe, expect, it } from "vitest";
import { siteFacts } from "#server/site/facts.ts";
import { SECURITY_TXT_PATH, securityTxt, securityTxtRoute } from "./security-txt.ts";

/** The fields of a security.txt, by name. */
function fieldsOf(text: string): Record<string, string> {
  return Object.fromEntries(
    text
      .trim()
      .split("\n")
      .map((line) => [line.slice(0, line.indexOf(":")), line.slice(line.indexOf(":") + 2)]),
  );
}

const DAY_MS = 24 * 60 * 60_000;

describe("security.txt", () => {
  it("names the security contact of the site's facts and an expiry counted from the day it is read", () => {
    for (const now of [new Date("2026-11-25T20:00:00Z"), new Date("2031-06-01T00:00:00Z")]) {
      const fields = fieldsOf(securityTxt("https://www.malwasoftworks.example", now));
      expect(fields.Contact).toBe(`mailto:${siteFacts.email.security}`);
      expect(fields.Expires).toMatch(/^\d{4}-\d{2}-\d{2}T00:00:00Z$/);
      const expires = Date.parse(fields.Expires!);
      // RFC 9116: in the future, and less than a year away.
      expect(expires).toBeGreaterThan(now.getTime() + siteFacts.securityTxt.validityDays * DAY_MS);
      expect(expires).toBeLessThanOrEqual(now.getTime() + 365 * DAY_MS);
      expect(fields.Canonical).toBe(`https://www.malwasoftworks.example${SECURITY_TXT_PATH}`);
      expect(fields["Preferred-Languages"]).toBe(
        siteFacts.securityTxt.preferredLanguages.join(", "),
      );
    }
  });

  it("is the same all day, and names no canonical address on a plain-http site", () => {
    const morning = securityTxt("http://localhost:3000", new Date("2026-11-25T00:00:01Z"));
    const night = securityTxt("http://localhost:3000", new Date("2026-11-25T23:59:59Z"));
    expect(morning).toBe(night);
    expect(fieldsOf(morning)).not.toHaveProperty("Canonical");
  });

  it("is served as plain text at /.well-known/security.txt", async () => {
    const response = await securityTxtRoute("https://www.malwasoftworks.example").request(
      SECURITY_TXT_PATH,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/plain; charset=UTF-8");
    expect(fieldsOf(await response.text()).Contact).toBe(`mailto:${siteFacts.email.security}`);
  });
});
