import { afterEach, describe, expect, it } from "vitest";
import logDestination, { ASTRO_LOG_RECEIVER } from "./log-destination.js";
import { receiveAstroLogs } from "./log-receiver.ts";
import { capturedLogger } from "#server/test-support/logs.ts";

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
