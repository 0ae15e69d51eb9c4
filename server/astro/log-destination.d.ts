import type { AstroLoggerDestination, AstroLoggerMessage } from "astro";

/** The global key under which the running server receives Astro's log lines. */
export declare const ASTRO_LOG_RECEIVER: unique symbol;
export type AstroLogReceiver = (message: AstroLoggerMessage) => void;
export default function logDestination(config?: Record<string, unknown>): AstroLoggerDestination;
