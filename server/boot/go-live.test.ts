import path from "node:path";
import { describe, expect, it } from "vitest";
import { capturedLogger } from "#server/test-support/logs.ts";
import { tempFolder } from "#server/test-support/temp-folder.ts";
import { startServer } from "./start-server.ts";

const dir = tempFolder("site-go-live-");

describe("a production start", () => {
  it("warns of each thing still to settle before going live, naming where", async () => {
    const logs = capturedLogger();
    const server = await startServer({
      site: false,
      logger: logs.logger,
      env: { PORT: "0", HOST: "127.0.0.1", DATABASE_URL: `sqlite:${path.join(dir, "site.db")}` },
    });
    await server.close();
    const warnings = logs.lines().filter((line) => line.level === 40 && "goLive" in line);
    expect(warnings).toContainEqual(
      expect.objectContaining({
        goLive: "SMTP_URL",
        msg: expect.stringMatching(/^must  SMTP_URL/),
      }),
    );
    expect(warnings).toContainEqual(
      expect.objectContaining({ goLive: "app/content/site.yaml (settled.projects)" }),
    );
  });
});
