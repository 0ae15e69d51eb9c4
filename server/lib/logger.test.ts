import { afterEach, describe, expect, it } from "vitest";
import logDestination, { ASTRO_LOG_RECEIVER } from "#server/astro/log-destination.js";
import { loggableText, receiveAstroLogs } from "./logger.ts";
import { capturedLogger } from "#server/test-support/logs.ts";

describe("what the log keeps of another program's line", () => {
  it("keeps the first line, without query strings, e-mail addresses or colours", () => {
    const astro =
      "\u001b[31mCould not render /admin/sign-in?next=%2Fadmin%3Fq%3Dasha%40example.com\u001b[39m\n" +
      "TypeError: 'TRACE' HTTP method is unsupported.\n    at new Request (node:internal/deps/undici)";
    expect(loggableText(astro)).toBe("Could not render /admin/sign-in");
    expect(loggableText("mail to asha.verma@example.com refused")).toBe(
      "mail to <address> refused",
    );
  });
});

describe("Astro's log lines", () => {
  afterEach(() => Reflect.deleteProperty(globalThis, ASTRO_LOG_RECEIVER));

  it("go into the server's JSON log once it runs, cleaned", () => {
    const { logger, lines } = capturedLogger();
    receiveAstroLogs(logger);
    logDestination().write({
      label: "router",
      level: "error",
      message: "Could not render /contact?email=asha@example.com\n    at render (entry.mjs:1:2)",
      newLine: true,
    });
    expect(lines()).toEqual([
      expect.objectContaining({
        level: 50,
        source: "astro",
        label: "router",
        msg: "Could not render /contact",
      }),
    ]);
  });
});
