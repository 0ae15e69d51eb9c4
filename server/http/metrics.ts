/**
 * The server's Prometheus metrics (`GET /metrics`, text format): HTTP requests by route pattern,
 * method and status with their durations; enquiries accepted and refused; spam verdicts and their
 * signals; deliveries by channel and state with the age of the oldest pending one; the reply
 * promise (enquiries awaiting a first reply, those overdue, and the time the first replies took);
 * store readiness; and the process defaults.
 * Each instance keeps its own registry, so several can run in one process (tests).
 */
import { timingSafeEqual } from "node:crypto";
import { Hono } from "hono";
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import type { EnquiryService } from "#shared/enquiries/service.ts";
import { kindOfAction } from "#shared/enquiries/kinds.ts";
import type { DeliveryStats } from "#server/outbox/deliveries.ts";
import type { ReadinessCheck } from "./health.ts";

export const METRICS_PATH = "/metrics";

/** Why an enquiry was refused; the HTTP status tells the visitor, this label tells the team. */
export type RefusalReason =
  "invalid" | "unavailable" | "rate-limited" | "too-large" | "not-json" | "malformed";

export interface Metrics {
  readonly registry: Registry;
  observeRequest(
    labels: { route: string; method: string; status: number },
    durationSeconds: number,
  ): void;
  enquiryAccepted(kind: string): void;
  enquiryRefused(kind: string, reason: RefusalReason): void;
  /** An enquiry got its first answer (a reply or one given outside) this long after it arrived. */
  firstReply(seconds: number): void;
  /** One stored submission's spam verdict and the signals that fired. */
  spamVerdict(spam: boolean, reasons: readonly string[]): void;
}

export interface MetricSources {
  readonly deliveryStats: () => Promise<DeliveryStats>;
  /** Across the store: enquiries waiting for a first reply, and those past their due time. */
  readonly replyPromiseStats?: () => Promise<{ awaiting: number; overdue: number }>;
  readonly readiness: ReadinessCheck;
  readonly now?: () => Date;
}

/** The gauges read from the store at each scrape: deliveries by state, the oldest waiting, the reply promise. */
function storeGauges(
  registry: Registry,
  {
    deliveryStats,
    replyPromiseStats,
    now,
  }: Pick<MetricSources, "deliveryStats" | "replyPromiseStats"> & { readonly now: () => Date },
): void {
  new Gauge({
    name: "deliveries",
    help: "Deliveries in the store, by channel and state.",
    labelNames: ["channel", "state"] as const,
    registers: [registry],
    async collect() {
      this.reset();
      const stats = await deliveryStats().catch(() => undefined);
      for (const row of stats?.counts ?? []) {
        this.set({ channel: row.channel, state: row.status }, row.count);
      }
    },
  });
  new Gauge({
    name: "deliveries_oldest_pending_age_seconds",
    help: "Age of the oldest delivery still waiting to be sent; 0 when none waits.",
    registers: [registry],
    async collect() {
      const stats = await deliveryStats().catch(() => undefined);
      const since = stats?.oldestPendingSince;
      this.set(since ? Math.max(0, (now().getTime() - since.getTime()) / 1000) : 0);
    },
  });
  new Gauge({
    name: "enquiries_awaiting_first_reply",
    help: "Enquiries (not spam) with a reply promise and no answer yet, across the store.",
    registers: [registry],
    async collect() {
      const stats = await replyPromiseStats?.().catch(() => undefined);
      this.set(stats?.awaiting ?? 0);
    },
  });
  new Gauge({
    name: "enquiries_overdue",
    help: "Enquiries past their reply's due time without an answer, across the store.",
    registers: [registry],
    async collect() {
      const stats = await replyPromiseStats?.().catch(() => undefined);
      this.set(stats?.overdue ?? 0);
    },
  });
}

/**
 * 1 when the instance is ready (started, the store answering with the schema this build expects,
 * not stopping), read at each scrape.
 */
function readinessGauge(registry: Registry, readiness: ReadinessCheck): void {
  new Gauge({
    name: "store_ready",
    help: "1 when the instance has started, the store answers with the schema this build expects and it is not stopping, else 0.",
    registers: [registry],
    async collect() {
      this.set((await readiness.check()).ready ? 1 : 0);
    },
  });
}

export function createMetrics({
  deliveryStats,
  replyPromiseStats,
  readiness,
  now = () => new Date(),
}: MetricSources): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const requests = new Counter({
    name: "http_requests_total",
    help: "HTTP requests answered, by route pattern, method and status.",
    labelNames: ["route", "method", "status"] as const,
    registers: [registry],
  });
  const durations = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time to answer an HTTP request, by route pattern and method.",
    labelNames: ["route", "method"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const accepted = new Counter({
    name: "enquiries_accepted_total",
    help: "Enquiries stored and acknowledged, by kind.",
    labelNames: ["kind"] as const,
    registers: [registry],
  });
  const refused = new Counter({
    name: "enquiries_refused_total",
    help: "Enquiries refused, by kind (unknown when it could not be read) and reason.",
    labelNames: ["kind", "reason"] as const,
    registers: [registry],
  });

  const verdicts = new Counter({
    name: "enquiry_verdicts_total",
    help: "Stored submissions by spam verdict (spam or delivered).",
    labelNames: ["verdict"] as const,
    registers: [registry],
  });
  const signals = new Counter({
    name: "spam_signals_total",
    help: "Spam signals that fired on stored submissions, by reason and verdict.",
    labelNames: ["reason", "verdict"] as const,
    registers: [registry],
  });

  storeGauges(registry, { deliveryStats, replyPromiseStats, now });
  const firstReplies = new Histogram({
    name: "enquiry_first_reply_seconds",
    help: "Time from an enquiry's arrival to its first answer, as recorded by this instance.",
    buckets: [900, 1800, 3600, 7200, 14_400, 28_800, 43_200, 86_400, 172_800, 345_600],
    registers: [registry],
  });
  readinessGauge(registry, readiness);

  return {
    registry,
    observeRequest({ route, method, status }, durationSeconds) {
      requests.inc({ route, method, status: String(status) });
      durations.observe({ route, method }, durationSeconds);
    },
    enquiryAccepted(kind) {
      accepted.inc({ kind });
    },
    enquiryRefused(kind, reason) {
      refused.inc({ kind, reason });
    },
    firstReply(seconds) {
      firstReplies.observe(seconds);
    },
    spamVerdict(spam, reasons) {
      const verdict = spam ? "spam" : "delivered";
      verdicts.inc({ verdict });
      for (const reason of reasons) signals.inc({ reason, verdict });
    },
  };
}

/** Compares in constant time, so the answer's timing says nothing about the token. */
function tokenMatches(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * `GET /metrics`. With a token, only `Authorization: Bearer <token>` is answered (401 otherwise);
 * without one, the routes are meant for a port of their own that only the scraper can reach.
 */
export function metricsRoutes(metrics: Metrics, token?: string): Hono {
  const routes = new Hono();
  routes.get(METRICS_PATH, async (c) => {
    if (token !== undefined) {
      const given = /^Bearer (.+)$/.exec(c.req.header("authorization") ?? "")?.[1] ?? "";
      if (!tokenMatches(given, token)) {
        return c.json({ message: "A valid metrics token is required." }, 401, {
          "WWW-Authenticate": "Bearer",
        });
      }
    }
    return c.body(await metrics.registry.metrics(), 200, {
      "Content-Type": metrics.registry.contentType,
      "Cache-Control": "no-store",
    });
  });
  return routes;
}

/** The enquiry service, counting what becomes of each submission (JSON and no-JS alike). */
export function countedEnquiries(service: EnquiryService, metrics: Metrics): EnquiryService {
  return {
    async submit(body, files) {
      const outcome = await service.submit(body, files);
      const kind = kindOfAction(body.action) ?? "unknown";
      if (outcome.status === "stored") metrics.enquiryAccepted(kind);
      else metrics.enquiryRefused(kind, outcome.status);
      return outcome;
    },
  };
}
