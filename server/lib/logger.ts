import { AsyncLocalStorage } from "node:async_hooks";
import { pino, type DestinationStream, type Logger } from "pino";

export type { Logger };

/** pino's levels, as LOG_LEVEL names them. */
export const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** The id of the request being answered, for every line logged while answering it. */
export const currentRequestId = new AsyncLocalStorage<string>();

/**
 * JSON lines on stdout. Log ids, kinds, channels and counts — never what a visitor wrote or
 * who they are (names, e-mail addresses, phone numbers, messages). A line written while a
 * request is answered carries its `requestId`, whichever part of the server writes it.
 */
export function createLogger(level: LogLevel, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      timestamp: pino.stdTimeFunctions.isoTime,
      mixin: () => {
        const requestId = currentRequestId.getStore();
        return requestId === undefined ? {} : { requestId };
      },
    },
    destination,
  );
}

const EMAIL_ADDRESS = /[^\s<>"'(),;:]+@[^\s<>"'(),;:]+/g;

/**
 * What a log line may say about an error: its code and message with any e-mail address blanked
 * (an SMTP rejection quotes the recipient, who may be the visitor).
 */
export function loggableError(error: unknown): { code?: string; message: string } {
  if (!(error instanceof Error)) return { message: "Unknown error" };
  const code = (error as { code?: unknown }).code;
  return {
    ...(typeof code === "string" ? { code } : {}),
    message: error.message.replace(EMAIL_ADDRESS, "<address>").slice(0, 300),
  };
}

/** Colour codes in another program's line (ESC [ … m). */
const COLOUR = new RegExp(`${String.fromCharCode(27)}\\[[\\d;]*m`, "g");

/**
 * What the log keeps of a line another program wrote: its first line (never a stack trace),
 * without query strings (they can carry what a visitor typed) or e-mail addresses.
 */
export function loggableText(text: string): string {
  const [firstLine = ""] = text.replace(COLOUR, "").split("\n");
  return firstLine.replace(/\?\S*/g, "").replace(EMAIL_ADDRESS, "<address>").trim().slice(0, 300);
}
