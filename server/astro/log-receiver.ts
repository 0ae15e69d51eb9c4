import type { AstroLoggerMessage } from "astro";
import { loggableText, type Logger } from "#server/lib/logger.ts";
import { ASTRO_LOG_RECEIVER } from "./log-destination.js";

/**
 * From now on Astro's own log lines (a page that failed to render, a warning) go into this JSON
 * log, cleaned by `loggableText`, instead of the console (server/astro/log-destination.js).
 */
export function receiveAstroLogs(logger: Logger): void {
  Reflect.set(globalThis, ASTRO_LOG_RECEIVER, ({ level, label, message }: AstroLoggerMessage) => {
    if (level === "silent") return;
    logger[level]({ source: "astro", ...(label ? { label } : {}) }, loggableText(message));
  });
}
