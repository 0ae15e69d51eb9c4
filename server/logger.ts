import { AsyncLocalStorage } from "node:async_hooks";
import { pino, type DestinationStream, type Logger } from "pino";
import type { LogLevel } from "./env.ts";

export type { Logger };

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
