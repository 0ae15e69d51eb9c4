/**
 * Every request gets an id, answered in `X-Request-Id` and carried by every log line written
 * while it is answered (`currentRequestId`), so a visitor's report can be matched to the log. Each request ends in one access-log line
 * (id, method, route pattern, status, duration) and in the HTTP metrics. The line never holds the
 * query string or the body, which can carry what a visitor typed.
 */
import { randomUUID } from "node:crypto";
import type { HttpBindings } from "@hono/node-server";
import type { MiddlewareHandler } from "hono";
import { currentRequestId, type Logger } from "#server/lib/logger.ts";
import type { Metrics } from "./metrics.ts";

export type RequestIdEnv = { Variables: { requestId: string }; Bindings: HttpBindings };

export const REQUEST_ID_HEADER = "X-Request-Id";

/** What a proxy's id may look like to be taken over; anything else gets a fresh id. */
const FORWARDED_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Marks a response that a handler wrote straight to the Node response (Astro's pages). */
const ALREADY_SENT_HEADER = "x-hono-already-sent";

export function requestLog({
  trustProxy,
  logger,
  metrics,
  routeOf,
  quietUnmatched = false,
  quietRoutes = [],
}: {
  /** Behind a proxy we run, its `X-Request-Id` is kept, so both logs share the id. */
  trustProxy: boolean;
  logger: Logger;
  metrics?: Metrics;
  /** The route pattern a path belongs to: few distinct values, never the query. */
  routeOf: (path: string) => string;
  /**
   * Requests no route of ours answers are logged at debug level: under `npm run dev` they are
   * the development server's own modules, dozens per page.
   */
  quietUnmatched?: boolean;
  /** Routes asked every few seconds by each open page (presence): logged at debug level. */
  quietRoutes?: readonly string[];
}): MiddlewareHandler<RequestIdEnv> {
  return async (c, next) => {
    const started = performance.now();
    const forwarded = trustProxy ? c.req.header(REQUEST_ID_HEADER) : undefined;
    const requestId = forwarded && FORWARDED_ID.test(forwarded) ? forwarded : randomUUID();
    c.set("requestId", requestId);

    await currentRequestId.run(requestId, next);

    const sentDirectly = c.res.headers.has(ALREADY_SENT_HEADER);
    const status = sentDirectly ? (c.env?.outgoing?.statusCode ?? 200) : c.res.status;
    if (!sentDirectly) c.res.headers.set(REQUEST_ID_HEADER, requestId);
    const seconds = (performance.now() - started) / 1000;
    const route = routeOf(c.req.path);
    // A HEAD is dispatched as a GET (methods.ts); the log names the method the client sent.
    const method = c.env?.incoming?.method ?? c.req.method;
    metrics?.observeRequest({ route, method, status }, seconds);
    const quiet = (quietUnmatched && route === "unmatched") || quietRoutes.includes(route);
    const level = quiet ? "debug" : "info";
    logger[level](
      {
        requestId,
        method,
        route,
        status,
        durationMs: Math.round(seconds * 10_000) / 10,
      },
      "request",
    );
  };
}
