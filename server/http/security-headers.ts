/**
 * The security headers of every response (decisions 004 and 006). Scripts are strict: an inline
 * script runs only when the policy names it by its SHA-256 hash. A pre-rendered page (whose bytes,
 * compressed at build time, never change) may run its own inline scripts; a page rendered on
 * request may run those the pre-rendered pages run (the page behaviours and Astro's island
 * loader, the same in every page of one build) and no other.
 */
import { createHash } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import type { StaticFile, StaticFiles } from "./static-files.ts";
import { mediaTypeOf } from "#server/lib/content-type.ts";

export interface SecurityHeaderOptions {
  /** The site's public origin; HSTS and upgrade-insecure-requests only when it is https. */
  readonly siteUrl: string;
  /** The one page a frame may show (the office map). */
  readonly frameUrl: string;
  /** False on the development server only, whose own inline scripts change with every edit. */
  readonly contentSecurityPolicy?: boolean;
}

/** A request's own policy, when a handler chose one; the middleware applies it to the response. */
export type SecurityEnv = { Variables: { contentSecurityPolicy?: string } };

interface PolicyHolder {
  set(key: "contentSecurityPolicy", value: string): void;
  get(key: "contentSecurityPolicy"): string | undefined;
}

export interface SecurityHeaders {
  /** Sets the headers on every response; without a handler's choice, no inline script may run. */
  readonly middleware: MiddlewareHandler<SecurityEnv>;
  /** Allows a pre-rendered file's inline scripts (by hash) in this response. */
  allowStaticFile(c: PolicyHolder, file: StaticFile): void;
  /** Allows, in a page rendered on request, the inline scripts the pre-rendered pages run. */
  allowRenderedPage(c: PolicyHolder): void;
  /** Every header for this response, for a handler that answers on the Node response itself. */
  headersOf(c: PolicyHolder): [string, string][];
}

const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "autoplay=()",
  "camera=()",
  "display-capture=()",
  "geolocation=()",
  "gyroscope=()",
  "magnetometer=()",
  "microphone=()",
  "midi=()",
  "payment=()",
  "publickey-credentials-get=()",
  "usb=()",
  "browsing-topics=()",
].join(", ");

/** `<script …>…</script>` elements; the attributes say whether one runs and whether it is inline. */
const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const TYPE_ATTRIBUTE = /\btype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;
const SRC_ATTRIBUTE = /\bsrc\s*=/i;
/** Script types the policy governs: code, and the Speculation Rules that prerender pages. */
const GOVERNED_TYPES = new Set([
  "",
  "module",
  "text/javascript",
  "application/javascript",
  "speculationrules",
]);

/**
 * The CSP sources of the inline scripts a browser would run or act on in `html`. Data blocks
 * (`application/ld+json`) are never run, so they need no entry.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", body = ""] of html.matchAll(SCRIPT_ELEMENT)) {
    if (SRC_ATTRIBUTE.test(attributes)) continue;
    const type = TYPE_ATTRIBUTE.exec(attributes);
    const typeValue = (type?.[1] ?? type?.[2] ?? type?.[3] ?? "").trim().toLowerCase();
    if (!GOVERNED_TYPES.has(typeValue)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

/** The Content-Security-Policy with `scriptSources` added to `'self'` for scripts. */
export function contentSecurityPolicy(
  { siteUrl, frameUrl }: SecurityHeaderOptions,
  scriptSources: string,
): string {
  return [
    "default-src 'self'",
    `script-src 'self'${scriptSources ? ` ${scriptSources}` : ""}`,
    // The stylesheet is inlined into every page, reveal delays are style attributes and the toast
    // library injects its own <style>; styles cannot run code, scripts stay strict.
    "style-src 'self' 'unsafe-inline'",
    // The favicon and each page's heading face travel inside the page as data; neither runs code.
    "img-src 'self' data:",
    "font-src 'self' data:",
    "connect-src 'self'",
    `frame-src ${new URL(frameUrl).origin}`,
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    ...(isHttps(siteUrl) ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}

function isHttps(url: string): boolean {
  return new URL(url).protocol === "https:";
}

/** The headers that are the same on every response. */
export function fixedSecurityHeaders({ siteUrl }: SecurityHeaderOptions): Record<string, string> {
  return {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": PERMISSIONS_POLICY,
    "Cross-Origin-Opener-Policy": "same-origin",
    // Another site's page may not embed our responses (an image, a script, the inbox's CSV).
    "Cross-Origin-Resource-Policy": "same-origin",
    "X-Frame-Options": "DENY",
    ...(isHttps(siteUrl)
      ? { "Strict-Transport-Security": "max-age=31536000; includeSubDomains" }
      : {}),
  };
}

/**
 * Builds the header sets once: the fixed headers, one CSP per pre-rendered HTML file (its inline
 * scripts hashed here, at start), and the one policy of the pages rendered on request.
 */
export function createSecurityHeaders(
  options: SecurityHeaderOptions,
  staticFiles: StaticFiles = new Map(),
): SecurityHeaders {
  const fixed = Object.entries(fixedSecurityHeaders(options));
  const defaultPolicy = contentSecurityPolicy(options, "");
  const staticPolicies = new Map<StaticFile, string>();
  const siteScripts = new Set<string>();
  const decoder = new TextDecoder();
  for (const file of new Set(staticFiles.values())) {
    if (mediaTypeOf(file.contentType) !== "text/html") continue;
    const hashes = inlineScriptHashes(decoder.decode(file.body));
    for (const hash of hashes) siteScripts.add(hash);
    staticPolicies.set(file, contentSecurityPolicy(options, hashes.join(" ")));
  }
  const renderedPagePolicy = contentSecurityPolicy(options, [...siteScripts].join(" "));
  const withPolicy = options.contentSecurityPolicy !== false;

  function headersOf(c: PolicyHolder): [string, string][] {
    if (!withPolicy) return fixed;
    return [...fixed, ["Content-Security-Policy", c.get("contentSecurityPolicy") ?? defaultPolicy]];
  }

  return {
    middleware: async (c, next) => {
      await next();
      for (const [name, value] of headersOf(c)) c.res.headers.set(name, value);
    },
    allowStaticFile(c, file) {
      const policy = staticPolicies.get(file);
      if (policy) c.set("contentSecurityPolicy", policy);
    },
    allowRenderedPage(c) {
      c.set("contentSecurityPolicy", renderedPagePolicy);
    },
    headersOf,
  };
}
