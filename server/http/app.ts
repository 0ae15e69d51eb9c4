import type { InterviewBooking } from "#shared/booking/interview.ts";
import { INTERVIEW_PATH } from "#shared/hiring/interview-link.ts";
import {
  isEnquiryPagePath,
  isPresenceBeatPath,
  PRESENCE_BEAT_ROUTE,
} from "#shared/enquiries/inbox-links.ts";
import { MAIL_ATTACHMENTS_MAX_BYTES } from "#shared/mail/attachments.ts";
import {
  BOOK_MANAGE_PATH,
  BOOK_PATH,
  type BookingDesk,
  type BookingLinks,
} from "#shared/booking/contract.ts";
import { CALENDAR_FEED_PREFIX } from "#shared/booking/agenda.ts";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { HttpBindings } from "@hono/node-server";
import { RESPONSE_ALREADY_SENT } from "@hono/node-server/utils/response";
import { Hono, type Context, type MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { siteFacts } from "#server/site/facts.ts";
import { CONSENT_CHOICES_PATH, type ConsentChoiceService } from "#shared/privacy/choices.ts";
import type { EnquiryService } from "#shared/enquiries/service.ts";
import { permanentRedirects } from "#shared/site/redirects.ts";
import {
  applicationFormPath,
  OPENING_PARAMETER,
  type OpeningsDirectory,
} from "#shared/hiring/openings.ts";
import { CAREER_PATH, OPENINGS_SITEMAP_PATH } from "#shared/site/sitemap-paths.ts";
import { FORM_POST_PREFIX, type InboxLocals, type SiteLocals } from "#shared/locals/site-locals.ts";
import { DEFAULT_SITE_URL } from "#shared/site/url.ts";
import { loggableError, type Logger } from "#server/lib/logger.ts";
import { clientIp } from "./client-ip.ts";
import { BODY_LIMIT_BYTES, enquiryEndpoint, MULTIPART_LIMIT_BYTES } from "./enquiry-endpoint.ts";
import { ENQUIRY_ENDPOINT, PROOF_CHALLENGE_ENDPOINT } from "#shared/enquiries/service.ts";
import type { ProofOfWork } from "#server/spam/proof.ts";
import { formWords } from "#server/enquiries/form-words.ts";
import { isMultipart, textFieldsOf } from "./multipart.ts";

/** The page whose form (the job application) may carry a file. */
const PAGE_WITH_UPLOADS = "/start-project";
/**
 * How much of a browser's too-large upload is read to keep the form's other fields: a phone's
 * scan of a CV is well within it. A larger one is refused as it arrives, as any client's is.
 */
const OVERSIZED_UPLOAD_READ_MAX_BYTES = 10 * MULTIPART_LIMIT_BYTES;
import { formPostCheck } from "./form-posts.ts";
import { HEALTH_PATH, healthRoutes, READY_PATH, type ReadinessCheck } from "./health.ts";
import { headAsGet, methodPolicy } from "./methods.ts";
import { METRICS_PATH, metricsRoutes, type Metrics } from "./metrics.ts";
import { originCheck } from "./origin-check.ts";
import { compressRendered } from "./compress-rendered.ts";
import { isAdminPath, isRenderedOnRequest, isSignInPath, isUnder } from "./paths.ts";
import type { RateLimiter } from "./rate-limit.ts";
import { REQUEST_ID_HEADER, requestLog, type RequestIdEnv } from "./request-log.ts";
import { createSecurityHeaders, type SecurityEnv } from "./security-headers.ts";
import { SECURITY_TXT_PATH, securityTxtRoute } from "./security-txt.ts";
import { CALENDAR_FEED_ROUTE, calendarFeedRoute } from "./calendar-feed.ts";
import type { CalendarFeeds } from "#server/booking/feed.ts";
import { staticFileFor, staticResponse, type StaticFiles } from "./static-files.ts";
import { mediaTypeOf } from "#server/lib/content-type.ts";

/**
 * Astro's request handler (`@astrojs/node` in middleware mode, or the development server): it
 * renders a page on request and answers on `res`, or calls `next` when it has no such page.
 */
export type AstroHandler = (
  req: IncomingMessage,
  res: ServerResponse,
  next: () => void,
  locals: SiteLocals,
) => unknown;

/** The site: pre-rendered pages and assets, and Astro for the pages rendered on request. */
export interface Site {
  readonly staticFiles: StaticFiles;
  readonly render: AstroHandler;
}

export interface AppDependencies {
  /** Absent in tests of the enquiry service alone: then only the endpoint answers. */
  readonly site?: Site;
  readonly enquiries: EnquiryService;
  /** Hands out the forms' proof-of-work challenges; without it, that path is not served. */
  readonly proof?: ProofOfWork;
  /** The page a person's signed link opens (withdraw updates, ask for erasure). */
  readonly consent?: ConsentChoiceService;
  /** The team's inbox at /admin, each feature's contract; absent in tests of the enquiry service alone. */
  readonly team?: (clientIp: string) => InboxLocals;
  /** The job openings, read by the career pages and the sitemap. */
  readonly openings?: OpeningsDirectory;
  /** The free consultation's times, read by /book. */
  readonly booking?: BookingDesk;
  /** The consultants' private calendar feeds at /calendar/<token>.ics. */
  readonly calendarFeeds?: Pick<CalendarFeeds, "feed">;
  /** A booking's own page, which the link in its e-mails opens. */
  readonly bookingLinks?: BookingLinks;
  readonly interviewBooking?: InterviewBooking;
  /** Applies to every POST: the JSON endpoint and the pages' form actions alike. */
  readonly rateLimiter: RateLimiter;
  /** Applies to every GET of a page Astro renders on request; built files are never limited. */
  readonly pageRateLimiter: RateLimiter;
  readonly trustProxy: boolean;
  readonly logger: Logger;
  /** The site's own origin (SITE_URL): HSTS when https, and POSTs from its pages are accepted. */
  readonly siteUrl?: string;
  /** Further origins whose pages may POST (ALLOWED_ORIGINS). */
  readonly allowedOrigins?: readonly string[];
  /** Answers `/readyz`; without it only `/healthz` answers. */
  readonly readiness?: ReadinessCheck;
  /** Counts requests and refusals; `/metrics` answers here only with `metricsToken`. */
  readonly metrics?: Metrics;
  /** METRICS_TOKEN: `/metrics` on this app for `Authorization: Bearer <token>`. */
  readonly metricsToken?: string;
  /**
   * The development server: no Content-Security-Policy, since its own scripts are inline and
   * change with every edit.
   */
  readonly development?: boolean;
}

const answers = formWords.answers.request;

/** The whole HTTP surface: redirects, rate limit, the enquiry endpoint, static files, Astro's pages. */
type AppEnv = SecurityEnv &
  RequestIdEnv & {
    Bindings: HttpBindings;
    /** A browser's form post whose file was too large: it goes on with its other fields alone. */
    Variables: { fileTooLarge?: true };
  };

export function createApp(dependencies: AppDependencies): Hono<AppEnv> {
  const { site, siteUrl = DEFAULT_SITE_URL, development = false } = dependencies;
  const app = new Hono<AppEnv>();
  // First, so that every answer, refusals and errors included, is counted and logged once.
  app.use(
    requestLog({
      trustProxy: dependencies.trustProxy,
      logger: dependencies.logger,
      metrics: dependencies.metrics,
      routeOf: (path) => routePattern(path, site?.staticFiles),
      quietUnmatched: development,
      quietRoutes: [PRESENCE_BEAT_ROUTE],
    }),
  );
  const security = createSecurityHeaders(
    { siteUrl, frameUrl: siteFacts.map.embedUrl, contentSecurityPolicy: !development },
    site?.staticFiles,
  );
  // First, so that redirects, errors and refusals carry the headers too.
  app.use(security.middleware);
  routeBeforeOrigin(app, dependencies, siteUrl);
  app.use(
    originCheck({
      siteUrl,
      allowedOrigins: dependencies.allowedOrigins ?? [],
      logger: dependencies.logger,
    }),
  );
  routePosts(app, dependencies);
  if (site) routeSite(app, site, security, dependencies);
  answerErrors(app, dependencies.logger);
  app.fetch = headAsGet(app.fetch);
  return app;
}

/** What answers before the origin check: the method policy, redirects, health, security.txt, metrics. */
function routeBeforeOrigin(
  app: Hono<AppEnv>,
  { readiness, metrics, metricsToken, calendarFeeds }: AppDependencies,
  siteUrl: string,
): void {
  // Before anything reads the request: a TRACE must not reach Astro, which cannot take one.
  app.use(methodPolicy([ENQUIRY_ENDPOINT]));
  app.use(async (c, next) => {
    const target = permanentRedirects[c.req.path];
    if (target) return c.redirect(target, 301);
    await next();
  });
  app.route("/", healthRoutes(readiness));
  app.route("/", securityTxtRoute(siteUrl));
  if (calendarFeeds) app.route("/", calendarFeedRoute(calendarFeeds));
  if (metrics && metricsToken !== undefined) app.route("/", metricsRoutes(metrics, metricsToken));
}

/** The proof-of-work challenge, then every POST: its rate limit, the endpoint, the pages' form posts. */
function routePosts(
  app: Hono<AppEnv>,
  { proof, rateLimiter, trustProxy, logger, metrics, enquiries }: AppDependencies,
): void {
  if (proof) {
    app.get(PROOF_CHALLENGE_ENDPOINT, async (c) =>
      c.json(await proof.challenge(), 200, { "Cache-Control": "no-store" }),
    );
  }
  app.use(async (c, next) => {
    // The inbox's POSTs need a session and its CSRF token; its sign-in has its own lockout.
    if (c.req.method !== "POST" || isAdminPath(c.req.path)) return next();
    const verdict = await rateLimiter.hit(clientIp(c, trustProxy));
    if (!verdict.allowed) {
      metrics?.enquiryRefused("unknown", "rate-limited");
      logger.warn({ path: c.req.path }, "rate limit reached");
      return c.json({ message: answers.rateLimited }, 429, {
        "Retry-After": String(verdict.retryAfterSeconds),
      });
    }
    await next();
  });
  app.route(
    ENQUIRY_ENDPOINT,
    enquiryEndpoint(enquiries, (reason) => metrics?.enquiryRefused("unknown", reason)),
  );
  limitPageFormPosts(app, metrics);
  app.post("*", formPostCheck());
}

/**
 * What a reply's form with files may weigh: the files' 10 MB, plus a quarter so a total a little
 * over it still reaches the page and is refused there with the draft kept, plus the text fields.
 */
const REPLY_UPLOAD_LIMIT_BYTES = MAIL_ATTACHMENTS_MAX_BYTES * 1.25 + BODY_LIMIT_BYTES;

/**
 * A page's form post gets the endpoint's size limits too, before Astro reads it: the job form,
 * which may carry a CV, and an enquiry's reply form, which may carry files, as multipart.
 */
function limitPageFormPosts(app: Hono<AppEnv>, metrics: Metrics | undefined): void {
  const pageFormLimit = bodyLimit({
    maxSize: BODY_LIMIT_BYTES,
    onError: (c) => {
      metrics?.enquiryRefused("unknown", "too-large");
      return c.json({ message: answers.tooLarge }, 413);
    },
  });
  const uploadLimit = bodyLimit({
    maxSize: MULTIPART_LIMIT_BYTES,
    onError: (c) => {
      metrics?.enquiryRefused("unknown", "too-large");
      return c.json({ message: formWords.answers.cv.tooLarge }, 413, { Connection: "close" });
    },
  });
  const replyUploadLimit = bodyLimit({
    maxSize: REPLY_UPLOAD_LIMIT_BYTES,
    onError: (c) => c.json({ message: answers.tooLarge }, 413, { Connection: "close" }),
  });
  app.post("*", (c, next) => {
    if (!isMultipart(c.req.header("content-type"))) return pageFormLimit(c, next);
    if (c.req.path === PAGE_WITH_UPLOADS) {
      if (isBrowserPage(c) && declaredLength(c) > MULTIPART_LIMIT_BYTES) {
        return withoutTheFile(c, next, metrics);
      }
      return uploadLimit(c, next);
    }
    if (isEnquiryPagePath(c.req.path)) return replyUploadLimit(c, next);
    return pageFormLimit(c, next);
  });
}

/** A browser's own form post, which shows the answer as a page: it asks for HTML first. */
function isBrowserPage(c: Context<AppEnv>): boolean {
  return mediaTypeOf(c.req.header("accept")?.split(",")[0]) === "text/html";
}

/** The body's size as declared; a body sent in chunks declares none. */
function declaredLength(c: Context<AppEnv>): number {
  if (c.req.header("transfer-encoding")) return 0;
  return Number(c.req.header("content-length") ?? 0);
}

/**
 * A browser's job application whose CV is too large: its other fields go on to the page, which
 * shows the form again with the CV's message and what was typed (nothing is stored). The file's
 * bytes are read and dropped, so the browser, still sending, hears the answer.
 */
async function withoutTheFile(
  c: Context<AppEnv>,
  next: () => Promise<void>,
  metrics: Metrics | undefined,
): Promise<Response | void> {
  metrics?.enquiryRefused("unknown", "too-large");
  const body = c.req.raw.body;
  const fields = body
    ? await textFieldsOf(body, c.req.header("content-type") ?? "", {
        textBytes: BODY_LIMIT_BYTES,
        bodyBytes: OVERSIZED_UPLOAD_READ_MAX_BYTES,
      })
    : undefined;
  if (!fields) {
    return c.json({ message: formWords.answers.cv.tooLarge }, 413, { Connection: "close" });
  }
  // Encoded again as multipart, under a boundary of its own; the length is the new body's.
  const encoded = new Response(fields);
  const bytes = await encoded.arrayBuffer();
  const headers = new Headers(c.req.raw.headers);
  headers.set("content-type", encoded.headers.get("content-type") ?? "");
  headers.set("content-length", String(bytes.byteLength));
  c.req.raw = new Request(c.req.raw.url, { method: "POST", headers, body: bytes });
  c.set("fileTooLarge", true);
  await next();
}

type SecurityHeaders = ReturnType<typeof createSecurityHeaders>;

/** The site: built files as they are, and the pages Astro renders on request. */
function routeSite(
  app: Hono<AppEnv>,
  site: Site,
  security: SecurityHeaders,
  dependencies: AppDependencies,
): void {
  const notFoundPage = site.staticFiles.get("/404.html");
  const notFound = (c: Context<AppEnv>): Response => {
    if (!notFoundPage) return c.text("Not found", 404);
    security.allowStaticFile(c, notFoundPage);
    return staticResponse(notFoundPage, c.req.raw, 404);
  };
  app.on(["GET", "HEAD"], "*", servePageGet(site, security, dependencies, notFound));
  app.all("*", async (c) => {
    // The form-post pages exist only behind the rewrite below.
    if (isUnder(c.req.path, FORM_POST_PREFIX)) return notFound(c);
    return (await renderPage(c, site, security, dependencies))
      ? RESPONSE_ALREADY_SENT
      : notFound(c);
  });
}

/** A GET: a built file, or (within the page rate limit) on to the page Astro renders. */
function servePageGet(
  site: Site,
  security: SecurityHeaders,
  { pageRateLimiter, trustProxy, logger, development = false }: AppDependencies,
  notFound: (c: Context<AppEnv>) => Response,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const query = new URL(c.req.url).searchParams;
    // The job form for an opening is rendered on request, with the position filled in.
    const opening = c.req.path === "/start-project" ? query.get(OPENING_PARAMETER) : null;
    if (opening) {
      c.env.incoming.url = applicationFormPath(opening);
    } else {
      const file = staticFileFor(site.staticFiles, safeDecode(c.req.path), query);
      if (file) {
        security.allowStaticFile(c, file);
        return staticResponse(file, c.req.raw);
      }
      // In development Astro's own server answers everything else: modules, assets, pages.
      if (!isRenderedOnRequest(c.req.path)) return development ? next() : notFound(c);
    }
    const verdict = await pageRateLimiter.hit(clientIp(c, trustProxy));
    if (!verdict.allowed) {
      logger.warn({ path: c.req.path }, "page rate limit reached");
      return c.text(answers.pagesRateLimited, 429, {
        "Retry-After": String(verdict.retryAfterSeconds),
      });
    }
    return next();
  };
}

/** Hands the request to Astro with the features' locals; false when Astro had no page for it. */
async function renderPage(
  c: Context<AppEnv>,
  site: Site,
  security: SecurityHeaders,
  {
    enquiries,
    team,
    consent,
    openings,
    booking,
    bookingLinks,
    interviewBooking,
    trustProxy,
  }: AppDependencies,
): Promise<boolean> {
  const { incoming, outgoing } = c.env;
  if (c.req.method === "POST") await handOverForm(c, incoming);
  security.allowRenderedPage(c);
  for (const [name, value] of security.headersOf(c)) outgoing.setHeader(name, value);
  outgoing.setHeader(REQUEST_ID_HEADER, c.get("requestId"));
  // A compressed page that holds a fixed secret beside text the public wrote gives it away through
  // its length (BREACH): the inbox's screens carry their CSRF token masked afresh in every
  // response, and the sign-in pages, whose secrets are shown as they are, stay uncompressed.
  if (!isSignInPath(c.req.path)) await compressRendered(incoming, outgoing);
  const locals: SiteLocals = {
    enquiries,
    ...team?.(clientIp(c, trustProxy)),
    consent,
    openings,
    booking,
    bookingLinks,
    interviewBooking,
    ...(c.get("fileTooLarge") && { fileTooLarge: true }),
  };
  return new Promise<boolean>((resolve, reject) => {
    Promise.resolve(site.render(incoming, outgoing, () => resolve(false), locals)).then(
      () => resolve(true),
      reject,
    );
  });
}

/** An unreadable body is the client's mistake (400); anything else is ours (500), logged. */
function answerErrors(app: Hono<AppEnv>, logger: Logger): void {
  app.onError((error, c) => {
    if (isUnreadableBody(error, c.env?.incoming)) {
      logger.warn({ path: c.req.path }, "request body could not be read");
      return c.json({ message: answers.unreadableBody }, 400);
    }
    logger.error({ path: c.req.path, error: loggableError(error) }, "request failed");
    return c.json({ message: answers.serverError }, 500);
  });
}

/** The route a path belongs to, for logs and metrics: a page's own path, or its group. */
function routePattern(path: string, staticFiles: StaticFiles | undefined): string {
  if (
    [
      ENQUIRY_ENDPOINT,
      PROOF_CHALLENGE_ENDPOINT,
      HEALTH_PATH,
      READY_PATH,
      METRICS_PATH,
      SECURITY_TXT_PATH,
    ].includes(path)
  ) {
    return path;
  }
  if (isPresenceBeatPath(path)) return PRESENCE_BEAT_ROUTE;
  // Never the path itself: it holds the feed's secret.
  if (isUnder(path, CALENDAR_FEED_PREFIX.slice(0, -1))) return CALENDAR_FEED_ROUTE;
  if (isAdminPath(path)) return "/admin/*";
  if ([OPENINGS_SITEMAP_PATH, CAREER_PATH, BOOK_PATH, CONSENT_CHOICES_PATH].includes(path)) {
    return path;
  }
  if (isUnder(path, CAREER_PATH)) return `${CAREER_PATH}/*`;
  // A booking's and an interview's pages carry their link's token in the path.
  if (isUnder(path, BOOK_MANAGE_PATH)) return `${BOOK_MANAGE_PATH}/*`;
  if (isUnder(path, INTERVIEW_PATH)) return `${INTERVIEW_PATH}/*`;
  if (path.startsWith("/_astro/")) return "/_astro/*";
  const file = staticFiles?.get(safeDecode(path));
  if (file) return mediaTypeOf(file.contentType) === "text/html" ? path : "/static/*";
  return "unmatched";
}

/**
 * Astro reads a posted form again from the Node request: the checks above have read its stream,
 * so the body goes along as bytes. A page's form post (not the inbox's, nor the consent page's) is
 * rendered by the page's form-post twin, which submits it and shows the outcome in the form.
 */
async function handOverForm(c: Context<AppEnv>, incoming: IncomingMessage): Promise<void> {
  const body = Buffer.from(await c.req.arrayBuffer());
  Object.assign(incoming, { body });
  // The body may have been encoded again without its files (`withoutTheFile`), under a new boundary.
  incoming.headers["content-length"] = String(body.length);
  incoming.headers["content-type"] = c.req.header("content-type");
  // These pages take their own POSTs; the enquiry forms' pages are rewritten to /form-post.
  if (
    isAdminPath(c.req.path) ||
    c.req.path === CONSENT_CHOICES_PATH ||
    c.req.path === BOOK_PATH ||
    isUnder(c.req.path, BOOK_MANAGE_PATH) ||
    isUnder(c.req.path, INTERVIEW_PATH)
  ) {
    return;
  }
  const url = new URL(c.req.url);
  const pagePath = url.pathname === "/" ? "" : url.pathname;
  incoming.url = `${FORM_POST_PREFIX}${pagePath}${url.search}`;
}

/**
 * The error is the request's own stream failing: a body that broke its framing (an invalid chunk
 * size) or was cut off. Node has answered such a request 400 already; it is the client's fault,
 * not the server's.
 */
function isUnreadableBody(error: unknown, incoming: IncomingMessage | undefined): boolean {
  const failure = incoming?.errored;
  if (!failure) return false;
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if (cause === failure) return true;
  }
  return false;
}

function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}
