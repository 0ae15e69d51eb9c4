import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { enquiryServiceContext, type EnquiryService } from "../../shared/enquiry-service.ts";
import { permanentRedirects } from "../../shared/redirects.ts";
import { loggableError, type Logger } from "../logger.ts";
import { clientIp } from "./client-ip.ts";
import {
  BODY_LIMIT_BYTES,
  ENQUIRY_ENDPOINT,
  endpointMessages,
  enquiryEndpoint,
} from "./enquiry-endpoint.ts";
import type { RateLimiter } from "./rate-limit.ts";
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
  /** Applies to every POST: the JSON endpoint and the pages' form actions alike. */
  readonly rateLimiter: RateLimiter;
  readonly trustProxy: boolean;
  readonly logger: Logger;
}

export const rateLimitMessage =
  "Too many submissions from your network. Please wait a minute and try again.";
const serverErrorMessage = "Something went wrong on our side. Please try again in a minute.";

/** The whole HTTP surface: redirects, rate limit, the enquiry endpoint, static files, React Router. */
export function createApp({
  site,
  enquiries,
  rateLimiter,
  trustProxy,
  logger,
}: AppDependencies): Hono {
  const app = new Hono();

  app.use(async (c, next) => {
    const target = permanentRedirects[c.req.path];
    if (target) return c.redirect(target, 301);
    await next();
  });

  app.use(async (c, next) => {
    if (c.req.method !== "POST") return next();
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

  if (site) {
    const handleRequest = createRequestHandler(site.build, "production");

    app.on(["GET", "HEAD"], "*", async (c, next) => {
      const file = site.staticFiles.get(safeDecode(c.req.path));
      if (file) return staticResponse(file, c.req.raw);
      await next();
    });

    app.all("*", (c) => {
      const context = new RouterContextProvider();
      context.set(enquiryServiceContext, enquiries);
      return handleRequest(c.req.raw, context);
    });
  }

  app.onError((error, c) => {
    logger.error({ path: c.req.path, error: loggableError(error) }, "request failed");
    return c.json({ message: serverErrorMessage }, 500);
  });

  return app;
}

function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}
