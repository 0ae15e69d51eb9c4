/**
 * A starting server renders its public pages rendered on request once before it says it is
 * serving, and says it is ready only then, so the first visitors after a deploy don't wait for
 * the pages' code to load.
 */
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { READY_PATH } from "#server/http/health.ts";
import { freePort } from "#server/test-support/free-port.ts";
import { tempFolder } from "#server/test-support/temp-folder.ts";
import { startServerProcess, type ServerProcess } from "#tests/fault/support/server-process.ts";

const dir = tempFolder("site-warm-start-");
let server: ServerProcess | undefined;
afterAll(() => server?.stop());

interface LogLine {
  readonly msg: string;
  readonly route?: string;
  readonly status?: number;
}

/** Asks `url` every few milliseconds, as a load balancer would, until `stop` settles. */
async function pollReadiness(url: string, stop: Promise<unknown>): Promise<void> {
  let stopped = false;
  const done = () => (stopped = true);
  // A start that fails is the test's to report; the polling only stops.
  stop.then(done, done);
  while (!stopped) {
    await fetch(url).catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

it("has answered /career, an opening and /book before it says it is serving or ready", async () => {
  const port = await freePort();
  const starting = startServerProcess({
    entry: "main",
    site: true,
    env: { DATABASE_URL: `sqlite:${path.join(dir, "site.db")}`, PORT: String(port) },
  });
  const polling = pollReadiness(`http://127.0.0.1:${port}${READY_PATH}`, starting);
  server = await starting;
  await polling;
  const lines = server
    .output()
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as LogLine);
  const serving = lines.findIndex((line) => line.msg.startsWith("serving on"));
  const beforeServing = lines.slice(0, serving).filter((line) => line.msg === "request");
  const pages = beforeServing.filter((line) => line.route !== READY_PATH);
  expect(pages.map(({ route, status }) => `${route} ${status}`)).toEqual([
    "/career 200",
    "/career/* 200",
    "/book 200",
  ]);
  // The load balancer asked while the pages were warming, and was told to wait.
  const readiness = beforeServing.filter((line) => line.route === READY_PATH);
  expect(readiness.length).toBeGreaterThan(0);
  expect(readiness.map((line) => line.status)).toEqual(readiness.map(() => 503));
  expect((await fetch(`${server.url}${READY_PATH}`)).status).toBe(200);
});
