/**
 * A starting server renders its public pages rendered on request once before it says it is
 * serving, so the first visitors after a deploy don't wait for the pages' code to load.
 */
import path from "node:path";
import { afterAll, expect, it } from "vitest";
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

it("has answered /career, an opening and /book before it says it is serving", async () => {
  server = await startServerProcess({
    entry: "main",
    site: true,
    env: { DATABASE_URL: `sqlite:${path.join(dir, "site.db")}` },
  });
  const lines = server
    .output()
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as LogLine);
  const serving = lines.findIndex((line) => line.msg.startsWith("serving on"));
  const answered = lines
    .slice(0, serving)
    .filter((line) => line.msg === "request")
    .map(({ route, status }) => `${route} ${status}`);
  expect(answered).toEqual(["/career 200", "/career/* 200", "/book 200"]);
});
