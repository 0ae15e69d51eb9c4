/** What the server says at start about the choices a company made in its configuration. */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { startServer } from "#server/boot/start-server.ts";
import { capturedLogger } from "#server/test-support/logs.ts";
import { tempFolder } from "#server/test-support/temp-folder.ts";

const dir = tempFolder("site-start-");

async function startLines(env: Record<string, string>) {
  const logs = capturedLogger();
  const database = path.join(dir, `${crypto.randomUUID()}.db`);
  const server = await startServer({
    site: false,
    logger: logs.logger,
    env: { PORT: "0", HOST: "127.0.0.1", DATABASE_URL: `sqlite:${database}`, ...env },
  });
  await server.close();
  return logs.lines().map((line) => String(line.msg));
}

describe("at start", () => {
  it("warns when two-step sign-in is asked of administrators only, and is silent by default", async () => {
    const twoStep = /^two-step sign-in is asked of administrators only/;
    expect(await startLines({ ADMIN_TWO_STEP: "administrators" })).toContainEqual(
      expect.stringMatching(twoStep),
    );
    expect(await startLines({})).not.toContainEqual(expect.stringMatching(twoStep));
  });
});
