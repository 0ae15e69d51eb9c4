import { Writable } from "node:stream";
import { createLogger, type Logger } from "#server/lib/logger.ts";

/** A real pino logger whose JSON lines the test can read. */
export function capturedLogger(): {
  logger: Logger;
  lines: () => Record<string, unknown>[];
  text: () => string;
} {
  const chunks: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      chunks.push(chunk.toString("utf8"));
      callback();
    },
  });
  const text = () => chunks.join("");
  return {
    logger: createLogger("info", destination),
    text,
    lines: () =>
      text()
        .split("\n")
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}
