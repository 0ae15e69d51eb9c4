import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  contentSecurityPolicy,
  fixedSecurityHeaders,
  inlineScriptHashes,
} from "./security-headers.ts";

const sha256 = (text: string) =>
  `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

const options = {
  siteUrl: "http://localhost:3000",
  frameUrl: "https://www.openstreetmap.org/export/embed.html?bbox=1",
};

describe("inlineScriptHashes", () => {
  it("hashes every inline script a browser runs, exactly as written between the tags", () => {
    const html =
      "<script>window.a = 1;</script>" +
      '<script type="module" async="">import "/x.js";\n</script>' +
      "<script id=_R_>$RC('B:1','S:1')</script>" +
      "<SCRIPT type='text/javascript'>b()</SCRIPT>";
    expect(inlineScriptHashes(html)).toEqual([
      sha256("window.a = 1;"),
      sha256('import "/x.js";\n'),
      sha256("$RC('B:1','S:1')"),
      sha256("b()"),
    ]);
  });

  it("hashes inline Speculation Rules, which the policy governs like code", () => {
    const rules = '{"prerender":[{"where":{"href_matches":"/*"}}]}';
    expect(inlineScriptHashes(`<script type="speculationrules">${rules}</script>`)).toEqual([
      sha256(rules),
    ]);
  });

  it("leaves out data blocks and external scripts, which need no hash", () => {
    const html =
      '<script type="application/ld+json">{"@type":"WebPage"}</script>' +
      '<script src="/assets/app.js"></script>' +
      '<script type="module" src="/assets/entry.js"></script>';
    expect(inlineScriptHashes(html)).toEqual([]);
  });

  it("names a script that appears twice once", () => {
    expect(inlineScriptHashes("<script>x()</script><p></p><script>x()</script>")).toEqual([
      sha256("x()"),
    ]);
  });
});

describe("contentSecurityPolicy", () => {
  it("allows scripts only from the site and the named sources, and frames only from the map", () => {
    const policy = contentSecurityPolicy(options, "'nonce-abc'");
    const directives = Object.fromEntries(
      policy.split("; ").map((directive) => {
        const [name = "", ...values] = directive.split(" ");
        return [name, values.join(" ")];
      }),
    );
    expect(directives).toEqual({
      "default-src": "'self'",
      "script-src": "'self' 'nonce-abc'",
      "style-src": "'self' 'unsafe-inline'",
      "img-src": "'self' data:",
      "font-src": "'self' data:",
      "connect-src": "'self'",
      "frame-src": "https://www.openstreetmap.org",
      "frame-ancestors": "'none'",
      "object-src": "'none'",
      "base-uri": "'self'",
      "form-action": "'self'",
    });
  });

  it("asks browsers to upgrade insecure requests only on an https site", () => {
    expect(contentSecurityPolicy(options, "")).not.toContain("upgrade-insecure-requests");
    expect(contentSecurityPolicy({ ...options, siteUrl: "https://www.example.com" }, "")).toContain(
      "upgrade-insecure-requests",
    );
  });
});

describe("fixedSecurityHeaders", () => {
  it("sends Strict-Transport-Security only when the site is served over https", () => {
    expect(fixedSecurityHeaders(options)).not.toHaveProperty("Strict-Transport-Security");
    expect(fixedSecurityHeaders({ ...options, siteUrl: "https://www.example.com" })).toMatchObject({
      "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
    });
  });
});
