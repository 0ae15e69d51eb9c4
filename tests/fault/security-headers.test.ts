/**
 * The header set on a pre-rendered page, a page rendered on request, an asset, the JSON endpoint,
 * a redirect and an error; and in Chromium, the map loads within the policy and a violation is seen.
 */
import { readdirSync } from "node:fs";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inlineScriptHashes } from "#server/http/security-headers.ts";
import { validBodies } from "#server/test-support/enquiries.ts";
import { chromiumLaunchOptions } from "#scripts/lib/chromium.ts";
import { ENQUIRY_ENDPOINT } from "#tests/fault/support/enquiries.ts";
import {
  BUILD_DIR,
  PROJECT_ROOT,
  startServerProcess,
  type ServerProcess,
} from "#tests/fault/support/server-process.ts";
import { content } from "#tests/helpers/content.ts";

const dir = mkdtempSync(path.join(tmpdir(), "site-headers-"));
let server: ServerProcess;

beforeAll(async () => {
  server = await startServerProcess({
    site: true,
    env: { DATABASE_URL: `sqlite:${path.join(dir, "site.db")}`, RATE_LIMIT_PER_MINUTE: "1000" },
  });
});
afterAll(async () => {
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

function directives(policy: string | null): Record<string, string> {
  return Object.fromEntries(
    (policy ?? "").split(";").map((directive) => {
      const [name = "", ...values] = directive.trim().split(/\s+/);
      return [name, values.join(" ")];
    }),
  );
}

function expectSecurityHeaders(response: Response, what: string): Record<string, string> {
  const headers = response.headers;
  expect(headers.get("x-content-type-options"), what).toBe("nosniff");
  expect(headers.get("referrer-policy"), what).toBe("strict-origin-when-cross-origin");
  expect(headers.get("cross-origin-opener-policy"), what).toBe("same-origin");
  expect(headers.get("cross-origin-resource-policy"), what).toBe("same-origin");
  expect(headers.get("permissions-policy"), what).toMatch(
    /camera=\(\).*geolocation=\(\).*microphone=\(\)/,
  );
  expect(headers.get("x-frame-options"), what).toBe("DENY");
  expect(headers.get("x-powered-by"), what).toBeNull();
  // The test server's SITE_URL is http: no HSTS (it would pin a plain-http host to https).
  expect(headers.get("strict-transport-security"), what).toBeNull();
  const policy = directives(headers.get("content-security-policy"));
  expect(policy, what).toMatchObject({
    "default-src": "'self'",
    "frame-src": "https://www.openstreetmap.org",
    "frame-ancestors": "'none'",
    "object-src": "'none'",
    "base-uri": "'self'",
    "form-action": "'self'",
  });
  expect(policy["script-src"], what).toMatch(/^'self'( 'sha256-[A-Za-z0-9+/=]+')*$/);
  expect(policy["script-src"], what).not.toContain("unsafe");
  return policy;
}

describe("security headers", () => {
  it("on a pre-rendered page: its inline scripts allowed by hash", async () => {
    const response = await fetch(new URL("/", server.url), {
      headers: { "accept-encoding": "br" },
    });
    expect(response.status).toBe(200);
    const policy = expectSecurityHeaders(response, "/");
    expect(policy["script-src"]).toMatch(/'sha256-/);
  });

  it("on pages rendered on request: their inline scripts allowed by hash, and no other", async () => {
    const responses = [
      await fetch(new URL("/contact", server.url), {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ ...validBodies.contact }),
      }),
      await fetch(new URL("/admin/sign-in", server.url)),
    ];
    for (const response of responses) {
      expect(response.status).toBe(200);
      const policy = expectSecurityHeaders(response, response.url);
      const html = await response.text();
      const allowed = policy["script-src"]!.split(" ");
      const inline = inlineScriptHashes(html);
      expect(inline.length).toBeGreaterThan(0);
      for (const hash of inline) expect(allowed).toContain(hash);
      expect(html).not.toMatch(/\bat .+:\d+:\d+/);
    }
  });

  it("on an asset, the JSON endpoint, refusals, a redirect, the health checks and security.txt", async () => {
    const asset = readdirSync(path.join(PROJECT_ROOT, BUILD_DIR, "client/_astro")).find((file) =>
      file.endsWith(".js"),
    );
    const responses: [string, Response][] = [
      ["asset", await fetch(new URL(`/_astro/${asset}`, server.url))],
      [
        "enquiry 201",
        await fetch(new URL(ENQUIRY_ENDPOINT, server.url), {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(validBodies.contact),
        }),
      ],
      [
        "enquiry 400",
        await fetch(new URL(ENQUIRY_ENDPOINT, server.url), {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: "{}",
        }),
      ],
      [
        "cross-origin 403",
        await fetch(new URL(ENQUIRY_ENDPOINT, server.url), {
          method: "POST",
          headers: { "content-type": "application/json", origin: "https://evil.example" },
          body: JSON.stringify(validBodies.contact),
        }),
      ],
      [
        "redirect",
        await fetch(new URL("/service/uiux-Development", server.url), { redirect: "manual" }),
      ],
      ["healthz", await fetch(new URL("/healthz", server.url))],
      ["security.txt", await fetch(new URL("/.well-known/security.txt", server.url))],
      ["PUT 405", await fetch(new URL("/", server.url), { method: "PUT" })],
    ];
    expect(responses.map(([what, response]) => [what, response.status])).toEqual([
      ["asset", 200],
      ["enquiry 201", 201],
      ["enquiry 400", 400],
      ["cross-origin 403", 403],
      ["redirect", 301],
      ["healthz", 200],
      ["security.txt", 200],
      ["PUT 405", 405],
    ]);
    for (const [what, response] of responses) {
      const policy = expectSecurityHeaders(response, what);
      // Nothing inline may run in an answer that is not a page.
      expect(policy["script-src"], what).toBe("'self'");
    }
  });
});

// Every page's walk in Chromium watches for violations too (tests/a11y/axe.spec.ts); here, the
// map a visitor loads on the contact page, and the proof that such a watch sees a violation.
describe("in Chromium", () => {
  it("the contact page's map loads within its Content-Security-Policy, and an injected script is blocked and reported", async () => {
    const browser = await chromium.launch(chromiumLaunchOptions());
    try {
      const page = await browser.newPage();
      const violations: string[] = [];
      await page.exposeFunction("reportViolation", (report: string) => violations.push(report));
      await page.addInitScript(() =>
        document.addEventListener("securitypolicyviolation", (event) =>
          (window as unknown as { reportViolation(report: string): void }).reportViolation(
            `${location.pathname}: ${event.violatedDirective} ${event.blockedURI} ${event.sample}`,
          ),
        ),
      );
      page.on("console", (message) => {
        if (/Content.Security.Policy|Permissions.Policy/i.test(message.text())) {
          violations.push(message.text());
        }
      });
      await page.goto(new URL("/contact", server.url).href);
      const loadMap = page.getByRole("button", { name: content("contact").map.loadLabel });
      await loadMap.click();
      await page.locator("iframe").waitFor({ state: "attached" });
      expect(violations).toEqual([]);

      await page.evaluate(() => {
        const injected = document.createElement("script");
        injected.textContent = "window.injected = true";
        document.body.append(injected);
      });
      await expect
        .poll(() => violations.some((violation) => /^\/contact: script-src/.test(violation)))
        .toBe(true);
      expect(await page.evaluate(() => "injected" in window)).toBe(false);
    } finally {
      await browser.close();
    }
  });
});
