import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { adminServiceContext } from "../../shared/admin-service.ts";
import { brand } from "../../shared/brand.ts";
import { cspNonceContext } from "../../shared/csp-nonce.ts";
import { enquiryServiceContext, type EnquiryService } from "../../shared/enquiry-service.ts";
import { permanentRedirects } from "../../shared/redirects.ts";
import { DEFAULT_SITE_URL } from "../../shared/site-url.ts";
import type { AdminGateway } from "../admin/service.ts";
import { loggableError, type Logger } from "../logger.ts";
import { clientIp } from "./client-ip.ts";
import {
  BODY_LIMIT_BYTES,
  ENQUIRY_ENDPOINT,
  endpointMessages,
  enquiryEndpoint,
} from "./enquiry-endpoint.ts";
import { formPostCheck } from "./form-posts.ts";
import { healthRoutes, type ReadinessCheck } from "./health.ts";
import { originCheck } from "./origin-check.ts";
import type { RateLimiter } from "./rate-limit.ts";
import { createSecurityHeaders, type SecurityEnv } from "./security-headers.ts";
import { staticResponse, type StaticFiles } from "./static-files.ts";

/** The built site: pre-rendered pages and assets, and React Router for the rest. */
export interface Site {
  readonly build: ServerBuild;
  readonly staticFiles: StaticFiles;
}

export interface AppDependencies {
  /** Absent in tests of the enquiry service alone: then only the endpoint answers. */
  readonly site?: Site;
  readonly enquiries: EnquiryService;
  /** The team's inbox at /admin; absent in tests of the enquiry service alone. */
  readonly admin?: AdminGateway;
  /** Applies to every POST: the JSON endpoint and the pages' form actions alike. */
  readonly rateLimiter: RateLimiter;
  readonly trustProxy: boolean;
  readonly logger: Logger;
  /** The site's own origin (SITE_URL): HSTS when https, and POSTs from its pages are accepted. */
  readonly siteUrl?: string;
  /** Further origins whose pages may POST (ALLOWED_ORIGINS). */
  readonly allowedOrigins?: readonly string[];
  /** Answers `/readyz`; without it only `/healthz` answers. */
  readonly readiness?: ReadinessCheck;
}

export const rateLimitMessage =
  "Too many submissions from your network. Please wait a minute and try again.";
const serverErrorMessage = "Something went wrong on our side. Please try again in a minute.";

/** The whole HTTP surface: redirects, rate limit, the enquiry endpoint, static files, React Router. */
export function createApp({
  site,
  enquiries,
  admin,
  rateLimiter,
  trustProxy,
  logger,
  siteUrl = DEFAULT_SITE_URL,
  allowedOrigins = [],
  readiness,
}: AppDependencies): Hono<SecurityEnv> {
  const app = new Hono<SecurityEnv>();
  const security = createSecurityHeaders(
    { siteUrl, frameUrl: brand.mapEmbedUrl },
    site?.staticFiles,
  );

  // First, so that redirects, errors and refusals carry the headers too.
  app.use(security.middleware);

  app.use(async (c, next) => {
    const target = permanentRedirects[c.req.path];
    if (target) return c.redirect(target, 301);
    await next();
  });

  app.route("/", healthRoutes(readiness));

  app.use(originCheck({ siteUrl, allowedOrigins, logger }));

  app.use(async (c, next) => {
    // The inbox's POSTs need a session and its CSRF token; its sign-in has its own lockout.
    if (c.req.method !== "POST" || isAdminPath(c.req.path)) return next();
    const verdict = rateLimiter.hit(clientIp(c, trustProxy));
    if (!verdict.allowed) {
      logger.warn({ path: c.req.path }, "rate limit reached");
      return c.json({ message: rateLimitMessage }, 429, {
        "Retry-After": String(verdict.retryAfterSeconds),
      });
    }
    await next();
  });

  app.route(ENQUIRY_ENDPOINT, enquiryEndpoint(enquiries));

  // The pages' form actions get the endpoint's size limit too, before React Router reads them.
  app.post(
    "*",
    bodyLimit({
      maxSize: BODY_LIMIT_BYTES,
      onError: (c) => c.json({ message: endpointMessages.tooLarge }, 413),
    }),
  );
  app.post("*", formPostCheck());

  if (site) {
    const handleRequest = createRequestHandler(site.build, "production");

    app.on(["GET", "HEAD"], "*", (c, next) => {
      const file = site.staticFiles.get(safeDecode(c.req.path));
      if (!file) return next();
      security.allowStaticFile(c, file);
      return staticResponse(file, c.req.raw);
    });

    app.all("*", (c) => {
      const context = new RouterContextProvider();
      context.set(enquiryServiceContext, enquiries);
      if (admin) context.set(adminServiceContext, admin.forClient(clientIp(c, trustProxy)));
      context.set(cspNonceContext, security.allowNonce(c));
      return handleRequest(c.req.raw, context);
    });
  }

  app.onError((error, c) => {
    logger.error({ path: c.req.path, error: loggableError(error) }, "request failed");
    return c.json({ message: serverErrorMessage }, 500);
  });

  return app;
}

function isAdminPath(path: string): boolean {
  return path === "/admin" || path.startsWith("/admin/") || path.startsWith("/admin.");
}

function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}
