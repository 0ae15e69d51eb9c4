/**
 * Refuses state-changing requests sent by another site's pages (cross-site request forgery): a
 * browser always names the page's origin in `Origin` on a POST. Allowed are the site's own origin
 * (SITE_URL), the origin of the host the request was sent to, and ALLOWED_ORIGINS. A request
 * without `Origin` comes from no browser page (curl, a server) and is let through; it is still
 * validated and rate limited like any other.
 */
import { formWords } from "#server/enquiries/form-words.ts";
import type { MiddlewareHandler } from "hono";
import type { Logger } from "#server/lib/logger.ts";

const crossOriginMessage = formWords.answers.request.crossOrigin;

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export interface OriginCheckOptions {
  readonly siteUrl: string;
  readonly allowedOrigins: readonly string[];
  readonly logger: Logger;
}

function hostOf(origin: string): string | undefined {
  try {
    const url = new URL(origin);
    return url.protocol === "http:" || url.protocol === "https:" ? url.host : undefined;
  } catch {
    return undefined;
  }
}

export function originCheck({
  siteUrl,
  allowedOrigins,
  logger,
}: OriginCheckOptions): MiddlewareHandler {
  const allowed = new Set([new URL(siteUrl).origin, ...allowedOrigins]);
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const origin = c.req.header("origin");
    if (origin === undefined || allowed.has(origin)) return next();
    const host = hostOf(origin);
    if (host !== undefined && host === c.req.header("host")) return next();
    logger.warn({ path: c.req.path, origin: origin.slice(0, 200) }, "cross-origin request refused");
    return c.json({ message: crossOriginMessage }, 403);
  };
}
