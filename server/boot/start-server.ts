/**
 * Starts one server instance: configuration → database (migrated) → notifier → HTTP. Used by
 * `main.ts` for the real process and by tests, which run real instances in-process.
 */
import type { Server } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { serve } from "@hono/node-server";
import type { Hono } from "hono";
import { createAcknowledgementLimit } from "#server/enquiries/acknowledgement-limit.ts";
import { createEnquiryService } from "./enquiry-service.ts";
import { bookingSubmissionStep } from "#server/booking/service.ts";
import { readBookingSetup, type BookingSetup } from "#server/booking/settings.ts";
import { createBookingDesk } from "#server/booking/desk.ts";
import { createCalendarFeeds } from "#server/booking/feed.ts";
import { createBusyFeed } from "#server/booking/busy-feed.ts";
import { siteFacts } from "#server/site/facts.ts";
import { createBookingLinks } from "#server/booking/links.ts";
import { createInterviewBooking } from "#server/booking/interview-links.ts";
import { loadEnv, type Env } from "./env.ts";
import { createInboxLocals } from "./inbox-locals.ts";
import { createApp, type AstroHandler, type Site } from "#server/http/app.ts";
import { createReadinessCheck } from "#server/http/health.ts";
import {
  countedEnquiries,
  createMetrics,
  metricsRoutes,
  type Metrics,
} from "#server/http/metrics.ts";
import { createRateLimiter } from "#server/http/rate-limit.ts";
import { loadStaticFiles } from "#server/http/static-files.ts";
import { createLogger, loggableError, type Logger } from "#server/lib/logger.ts";
import { receiveAstroLogs } from "#server/astro/log-receiver.ts";
import { createNotifier, type Notifier, type NotifierOptions } from "#server/outbox/notifier.ts";
import { createOutbound } from "./outbound.ts";
import { createConsentChoices } from "#server/privacy/choices.ts";
import { createConsentLinks } from "#server/privacy/consent-links.ts";
import { currentNoticeVersion } from "#server/consent/notice.ts";
import { createOpeningsDirectory, seedFirstOpenings } from "#server/hiring/directory.ts";
import { startRetention } from "#server/privacy/retention.ts";
import { replyClockOf } from "#server/reply-promise/settings.ts";
import type { ReplyClock } from "#server/reply-promise/clock.ts";
import { goLiveItems, goLiveLine, type GoLiveItem } from "./go-live.ts";
import { createReminderSweep } from "#server/reply-promise/reminders.ts";
import { startSpamDigests } from "#server/spam/digest.ts";
import { createProofOfWork, type ProofOfWork } from "#server/spam/proof.ts";
import { sealSecretsAtRest } from "#server/secrets/at-rest.ts";
import { keyedHash, resolveServerSecret, serverKeys } from "#server/secrets/server-secret.ts";
import { deliveryStats } from "#server/outbox/deliveries.ts";
import { migrationsFor } from "#server/store/migrate.ts";
import { replyPromiseStats } from "#server/inbox/read-model.ts";
import { isEnquiryChannel } from "#shared/outbox/channels.ts";
import { openDatabase } from "#server/store/open.ts";
import type { Database } from "#server/store/database.ts";
import type { EnquiryCore } from "#server/enquiries/service.ts";
import { conversations } from "#server/reply-promise/conversation.ts";
import { createMailImport, type MailImport } from "#server/mail/import.ts";
import {
  createMailboxReader,
  type MailboxReader,
  type MailboxReaderOptions,
} from "#server/mail/reader.ts";
import { REPOSITORY_ROOT } from "#server/lib/repository.ts";
import type { PeopleMail } from "#server/people/mails.ts";
import { warmRenderedPages } from "./warm-pages.ts";

/** How long shutdown waits for open requests before cutting their connections. */
const SHUTDOWN_GRACE_MS = 10_000;

export interface StartOptions {
  /** The environment to read the configuration from; `process.env` by default. */
  readonly env?: Readonly<Record<string, string | undefined>>;
  /** `false` serves the enquiry endpoint alone, without the built site (tests need no build). */
  readonly site?: boolean;
  readonly logger?: Logger;
  /** Notifier timing for tests: a clock, short poll intervals, short leases. */
  readonly notifier?: Pick<NotifierOptions, "now" | "pollIntervalMs" | "leaseMs" | "batchSize">;
  /** The team mailbox reader's timing for tests. */
  readonly mailbox?: Pick<MailboxReaderOptions, "pollIntervalMs" | "leaseMs">;
}

export interface RunningServer {
  /** Where the server answers, e.g. `http://127.0.0.1:3000`. */
  readonly url: string;
  /** Stops accepting, finishes open requests and sends in flight, then closes the database. */
  close(): Promise<void>;
}

async function loadSite(buildDir: string): Promise<Site> {
  const serverEntry = path.join(buildDir, "server/entry.mjs");
  let render: AstroHandler;
  try {
    ({ handler: render } = (await import(/* @vite-ignore */ pathToFileURL(serverEntry).href)) as {
      handler: AstroHandler;
    });
  } catch (error) {
    throw new Error(
      `No usable build at ${serverEntry} (run "npm run build"): ${(error as Error).message}`,
      {
        cause: error,
      },
    );
  }
  return { render, staticFiles: await loadStaticFiles(path.join(buildDir, "client")) };
}

/** Any of our Hono apps, whatever its bindings. */
function listen(app: Hono<any>, port: number, host: string, logger: Logger): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: app.fetch, port, hostname: host }) as Server;
    // Node hands CONNECT (a proxy's tunnel) to this event instead of the app: no route takes it.
    server.on("connect", (_request, socket) => {
      logger.info({ method: "CONNECT", route: "unmatched", status: 405 }, "request");
      socket.end(
        "HTTP/1.1 405 Method Not Allowed\r\nAllow: GET, HEAD\r\nContent-Length: 0\r\nConnection: close\r\n\r\n",
      );
    });
    server.once("error", reject);
    server.once("listening", () => {
      server.off("error", reject);
      resolve(server);
    });
  });
}

function urlOf(server: Server, host: string): string {
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  const shownHost = host === "0.0.0.0" || host === "::" ? "localhost" : host;
  return `http://${shownHost.includes(":") ? `[${shownHost}]` : shownHost}:${port}`;
}

function describeMetrics(env: Env, metricsServer: Server | undefined): string {
  if (metricsServer) return `metrics on ${urlOf(metricsServer, env.host)}/metrics`;
  if (env.metricsToken !== undefined) return "metrics on /metrics for the METRICS_TOKEN bearer";
  return "metrics are off: set METRICS_TOKEN or METRICS_PORT to serve /metrics";
}

function describeDatabase(env: Env): string {
  return env.database.kind === "sqlite" ? `SQLite at ${env.database.path}` : "PostgreSQL";
}

/** One instance's parts, wired but not yet listening: the HTTP app and what it runs on. */
export interface AssembledServer {
  readonly app: ReturnType<typeof createApp>;
  readonly logger: Logger;
  readonly readiness: ReturnType<typeof createReadinessCheck>;
  readonly metrics: Metrics;
  /** Imports one raw mail as read from the team mailbox; undefined when answers by mail are off. */
  readonly importMail: MailImport | undefined;
  /** Starts delivering queued enquiries and applying the retention policy. */
  start(): void;
  /** Lets sends in flight finish, then closes the database. */
  stop(): Promise<void>;
}

/** The database, migrated, and the keys derived from the server secret (its sealed secrets sealed). */
async function openStore(env: Env, logger: Logger) {
  const db = await openDatabase(env.database, {
    onIdleError: (error) =>
      logger.warn({ error: loggableError(error) }, "database connection lost"),
  });
  try {
    const keys = serverKeys(resolveServerSecret(env, logger));
    await sealSecretsAtRest(db, keys, logger);
    return { db, keys };
  } catch (error) {
    await db.close();
    throw error;
  }
}
type Store = Awaited<ReturnType<typeof openStore>>;

/** Counted per client address, under a keyed hash; in the database when instances share it. */
function rateLimiterFor({ db, keys }: Store, logger: Logger) {
  return (name: string, limit: number) =>
    createRateLimiter({
      name,
      limit,
      shared: db.dialect === "postgres" ? db : undefined,
      keyOf: (client) => keyedHash(keys.throttle, "address", client),
      onStoreError: (error) =>
        logger.warn({ error: loggableError(error) }, "rate limit counted in memory: store failed"),
    });
}

/** The enquiry service the forms post to and the inbox's features, over one notifier. */
function createFeatures(
  env: Env,
  { db, keys }: Store,
  {
    logger,
    notifier,
    peopleMail,
    metrics,
    replyClock,
    booking,
  }: {
    readonly logger: Logger;
    readonly notifier: Notifier;
    readonly peopleMail: PeopleMail;
    readonly metrics: Metrics;
    readonly replyClock: ReplyClock;
    readonly booking: BookingSetup;
  },
) {
  const proof: ProofOfWork = createProofOfWork({ db, secret: keys.proof });
  const busyTimes =
    env.bookingBusyIcsUrl === undefined
      ? undefined
      : createBusyFeed({
          url: env.bookingBusyIcsUrl,
          logger,
          horizonDays: booking.rules.consultation.horizonDays,
        });
  const acknowledgements = createAcknowledgementLimit(db, keys.throttle);
  const core = createEnquiryService({
    db,
    channels: notifier.channels.filter(isEnquiryChannel),
    logger,
    onQueued: () => notifier.wake(),
    acknowledgements,
    replyClock,
    proof,
    hashKey: keys.throttle,
    notice: currentNoticeVersion(),
    onVerdict: (verdict) => metrics.spamVerdict(verdict.spam, verdict.reasons),
    booking: bookingSubmissionStep(booking.rules, booking.refused, busyTimes),
  });
  const enquiries = countedEnquiries(core, metrics);
  const team = createInboxLocals({
    db,
    logger,
    secureCookies: new URL(env.siteUrl).protocol === "https:",
    keys,
    // The enquiry forms' per-minute allowance serves the sign-in too (a separate count).
    signInAttemptsPerMinute: env.rateLimitPerMinute,
    twoStepRequiredFor: env.twoStepRequiredFor,
    siteUrl: env.siteUrl,
    interviewLinkDays: booking.interviewLinkDays,
    peopleMail,
    onDeliveryDue: () => notifier.wake(),
    teamChannels: notifier.channels.filter((channel) => !isEnquiryChannel(channel)),
    promiseHours: env.replyPromise.hours,
    onFirstAnswer: (seconds) => metrics.firstReply(seconds),
    readsAnswers: env.inbound !== undefined,
    channels: notifier.channels.filter(isEnquiryChannel),
    replyClock,
    acknowledgements,
    booking,
    busyTimes,
  });
  return {
    proof,
    enquiries,
    core,
    team,
    booking: createBookingDesk({ db, rules: booking.rules.consultation, busyTimes }),
    bookingLinks: createBookingLinks({
      db,
      setup: booking,
      busyTimes,
      onQueued: () => notifier.wake(),
    }),
    interviewBooking: createInterviewBooking({
      db,
      setup: booking,
      onQueued: () => notifier.wake(),
    }),
  };
}

/**
 * The way customers' answers come in: the import, and the reader of the team mailbox when
 * INBOUND_IMAP_URL names one (in development, the mail catcher hands answers to the import).
 */
function inboundMailFor(
  env: Env,
  db: Database,
  {
    core,
    replyClock,
    logger,
    timing,
  }: {
    readonly core: EnquiryCore;
    readonly replyClock: ReplyClock;
    readonly logger: Logger;
    readonly timing: StartOptions["mailbox"];
  },
): { importMail?: MailImport; reader?: MailboxReader } {
  if (!env.inbound) {
    logger.info(
      "answers by mail are off: no INBOUND_IMAP_URL is set, so customers' answers reach the team mailbox, not the inbox",
    );
    return {};
  }
  const importMail = createMailImport({
    db,
    mailbox: env.inbound.mailbox,
    customerMessageArrived: conversations(replyClock).customerMessageArrived,
    startConversation: (enquiry) => core.receive(enquiry),
    logger,
    now: () => new Date(),
  });
  if (env.inbound.imapUrl === undefined) return { importMail };
  const reader = createMailboxReader({
    db,
    settings: { url: env.inbound.imapUrl, doneFolder: env.inbound.doneFolder },
    importMail,
    logger,
    pollIntervalMs: env.inbound.pollSeconds * 1000,
    ...timing,
  });
  return { importMail, reader };
}

/** Says at start whether enquiries are sent, and how. */
function announceDelivery(notifier: Notifier, logger: Logger): void {
  if (notifier.channels.length === 0) {
    logger.warn(
      "delivery is off: no SMTP_URL or NOTIFY_WEBHOOK_URL is set, so enquiries are stored but not sent (read them with: npm run enquiries)",
    );
  } else {
    logger.info({ channels: notifier.channels }, `delivery is on: ${notifier.channels.join(", ")}`);
  }
}

/** What is still to settle before going live (`npm run check:live`), one warning each. */
function announceGoLive(items: readonly GoLiveItem[], logger: Logger): void {
  for (const item of items) logger.warn({ goLive: item.where }, goLiveLine(item));
}

/** Says at start when a company chose two-step sign-in for administrators only. */
function announceTwoStep(env: Env, logger: Logger): void {
  if (env.twoStepRequiredFor === "everyone") return;
  logger.warn(
    "two-step sign-in is asked of administrators only (ADMIN_TWO_STEP=administrators): sales and recruiters sign in with a password alone",
  );
}

/**
 * Configuration → database (migrated) → notifier → HTTP app. The production server listens with
 * it; the development server puts it in front of Astro's own.
 */
export async function assembleServer(
  env: Env,
  options: Omit<StartOptions, "site" | "env"> & { site?: Site; development?: boolean } = {},
): Promise<AssembledServer> {
  const logger = options.logger ?? createLogger(env.logLevel);
  // Before the database opens: a mistake in the holidays file stops the start with one line.
  const replyClock = replyClockOf(env.replyPromise);
  // So does one in booking.yaml.
  const bookingSetup = readBookingSetup();
  const store = await openStore(env, logger);
  const { db } = store;
  const consentLinks = createConsentLinks(store.keys.consentLinks, env.siteUrl);
  const seeded = await seedFirstOpenings(db, new Date());
  if (seeded > 0) logger.info({ openings: seeded }, "the first job openings were added");

  const { mail, ...outbound } = createOutbound(env, {
    db,
    now: options.notifier?.now,
    team: true,
    consentLinkFor: (enquiryId) => consentLinks.linkFor(enquiryId),
    booking: bookingSetup,
  });
  const notifier = createNotifier({ db, ...outbound, logger, ...options.notifier });
  const readiness = createReadinessCheck(
    db,
    (await migrationsFor(db.dialect)).map((migration) => migration.version),
  );
  const metrics = createMetrics({
    deliveryStats: () => deliveryStats(db),
    replyPromiseStats: () => replyPromiseStats(db, new Date()),
    readiness,
  });
  const { proof, enquiries, core, team, booking, bookingLinks, interviewBooking } = createFeatures(
    env,
    store,
    {
      logger,
      notifier,
      peopleMail: { mail, from: env.notifyEmailFrom },
      metrics,
      replyClock,
      booking: bookingSetup,
    },
  );
  const rateLimiter = rateLimiterFor(store, logger);
  const app = createApp({
    site: options.site,
    enquiries,
    proof,
    consent: createConsentChoices({ db, links: consentLinks, logger }),
    team,
    openings: createOpeningsDirectory(db, () => new Date()),
    booking,
    calendarFeeds: createCalendarFeeds({ db, siteUrl: env.siteUrl, company: siteFacts.company }),
    bookingLinks,
    interviewBooking,
    rateLimiter: rateLimiter("posts", env.rateLimitPerMinute),
    pageRateLimiter: rateLimiter("pages", env.pageRateLimitPerMinute),
    trustProxy: env.trustProxy,
    logger,
    siteUrl: env.siteUrl,
    allowedOrigins: env.allowedOrigins,
    readiness,
    metrics,
    metricsToken: env.metricsToken,
    development: options.development,
  });
  announceDelivery(notifier, logger);
  announceTwoStep(env, logger);
  const reminders = createReminderSweep({
    db,
    channels: notifier.channels,
    logger,
    digestIntervalMs: env.reminderDigestMs,
    now: options.notifier?.now,
    onQueued: () => notifier.wake(),
  });
  const inbound = inboundMailFor(env, db, {
    core,
    replyClock,
    logger,
    timing: options.mailbox,
  });
  let retention: ReturnType<typeof startRetention> | undefined;
  let spamDigests: ReturnType<typeof startSpamDigests> | undefined;
  return {
    app,
    logger,
    readiness,
    metrics,
    importMail: inbound.importMail,
    start() {
      notifier.start();
      reminders.start();
      inbound.reader?.start();
      retention ??= startRetention({ db, policy: env.retention, logger });
      spamDigests ??= startSpamDigests({
        db,
        channels: notifier.channels,
        logger,
        now: options.notifier?.now,
        onQueued: () => notifier.wake(),
      });
    },
    async stop() {
      await inbound.reader?.stop();
      await reminders.stop();
      await notifier.stop();
      await spamDigests?.stop();
      await retention?.stop();
      await db.close();
    },
  };
}

export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const env = loadEnv(options.env ?? process.env);
  const site =
    options.site === false
      ? undefined
      : await loadSite(path.resolve(REPOSITORY_ROOT, env.buildDir));
  const assembled = await assembleServer(env, { ...options, site });
  const { app, logger, readiness, metrics } = assembled;
  receiveAstroLogs(logger);

  let server: Server | undefined;
  let metricsServer: Server | undefined;
  try {
    server = await listen(app, env.port, env.host, logger);
    if (env.metricsPort !== undefined) {
      metricsServer = await listen(metricsRoutes(metrics), env.metricsPort, env.host, logger);
    }
  } catch (error) {
    server?.close();
    await assembled.stop();
    throw error;
  }
  const siteServer = server;
  assembled.start();

  const url = urlOf(siteServer, env.host);
  if (site) await warmRenderedPages(url, logger);
  readiness.markStarted();
  logger.info({ url, database: describeDatabase(env) }, `serving on ${url}`);
  logger.info(describeMetrics(env, metricsServer));
  announceGoLive(goLiveItems(env, siteFacts, options.env ?? process.env), logger);

  let closing: Promise<void> | undefined;
  async function shutDown(): Promise<void> {
    readiness.markStopping();
    metricsServer?.close();
    const closed = new Promise<void>((resolve) => siteServer.close(() => resolve()));
    siteServer.closeIdleConnections();
    const force = setTimeout(() => siteServer.closeAllConnections(), SHUTDOWN_GRACE_MS);
    await closed;
    clearTimeout(force);
    await assembled.stop();
    logger.info("stopped");
  }

  return {
    url,
    close: () => (closing ??= shutDown()),
  };
}
