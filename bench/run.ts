/**
 * `npm run bench`: builds, starts the production server on a free loopback port, runs
 * Lighthouse (mobile, simulated throttling) on every public page and loads the server with
 * autocannon, then prints the medians and writes them to bench/results/.
 *
 * It also times the forms' proof of work in Chromium with the CPU slowed as a phone's.
 *
 * Options: --runs N (Lighthouse runs per page, default 3), --pages /,/about (a subset),
 * --inbox (the inbox's main screens too, signed in), --load-seconds N (default 5), --no-build,
 * --no-lighthouse, --no-load, --no-proof.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { parseArgs } from "node:util";
import { sitePaths } from "#scripts/lib/built-pages.ts";
import { KB } from "./budgets.ts";
import { withLighthouse, type LighthouseFigures } from "./lighthouse-runs.ts";
import { ENQUIRY_ENDPOINT } from "#shared/enquiries/service.ts";
import { measureLoad, sampleEnquiry, type LoadFigures } from "./load.ts";
import { pageWeight } from "./page-weight.ts";
import { measureProofSolve, type ProofSolveFigures } from "./proof-solve.ts";
import { inboxSession } from "./inbox-session.ts";
import { startProductionServer } from "./server-process.ts";
import { TEST_SERVER_SECRET } from "#server/test-support/keys.ts";
import { REPOSITORY_ROOT } from "#server/lib/repository.ts";

const root = REPOSITORY_ROOT;
const buildDir = path.resolve(root, process.env.BUILD_DIR ?? "build");
const { values: args } = parseArgs({
  options: {
    runs: { type: "string", default: "3" },
    pages: { type: "string" },
    inbox: { type: "boolean", default: false },
    "load-seconds": { type: "string", default: "5" },
    "no-build": { type: "boolean", default: false },
    "no-lighthouse": { type: "boolean", default: false },
    "no-load": { type: "boolean", default: false },
    "no-proof": { type: "boolean", default: false },
  },
});

const progress = (line: string) => process.stderr.write(`› ${line}\n`);

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function medianFigures(runs: readonly LighthouseFigures[]): LighthouseFigures {
  const keys = Object.keys(runs[0]!) as (keyof LighthouseFigures)[];
  return Object.fromEntries(
    keys.map((key) => [key, median(runs.map((run) => run[key]))]),
  ) as unknown as LighthouseFigures;
}

if (!args["no-build"]) {
  progress("building the site");
  const build = spawnSync("npm", ["run", "build"], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const pages = args.pages ? args.pages.split(",") : sitePaths();
const runs = Math.max(1, Number(args.runs));
// The test secret lets the bench seal a signed-in account's authenticator app for the inbox.
const server = await startProductionServer(args.inbox ? { SERVER_SECRET: TEST_SERVER_SECRET } : {});
progress(`server on ${server.url}`);

const lighthouseRows: (LighthouseFigures & {
  page: string;
  /** Every run's performance score, to tell "100 in 3 of 3" from a median of 100. */
  performanceRuns: number[];
  /** The slowest run's largest paint, to tell "within 0.9 s in 3 of 3" from a median. */
  slowestLcpMs: number;
  eagerJsKb: number;
  islandJsKb: number;
})[] = [];
const loadRows: LoadFigures[] = [];
let proofRows: ProofSolveFigures[] = [];
let acknowledged = 0;

try {
  if (!args["no-proof"]) {
    progress("proof of work: solving in Chromium, CPU slowed 4× and not");
    proofRows = await measureProofSolve(server.url, path.join(buildDir, "client"));
  }

  if (!args["no-lighthouse"]) {
    const inbox = args.inbox ? await inboxSession(server) : undefined;
    const measured = [
      ...pages.map((page) => ({ page, cookie: undefined })),
      ...(inbox?.screens ?? []).map((page) => ({ page, cookie: inbox?.cookie })),
    ];
    await withLighthouse(async (runLighthouse) => {
      for (const { page, cookie } of measured) {
        // Asked for once before its runs: the figures are of a running server, not of the first
        // request after its start, which loads the code of a page rendered on request (0.1-0.4 s).
        await (await fetch(`${server.url}${page}`, cookie ? { headers: { cookie } } : {})).text();
        const results: LighthouseFigures[] = [];
        for (let run = 1; run <= runs; run += 1) {
          progress(`lighthouse ${page} (${run}/${runs})`);
          let result = await runLighthouse(`${server.url}${page}`, cookie);
          // A run Lighthouse could not finish (a timeout on a busy machine) reports no metrics;
          // it is run again, twice at most, rather than counted as a score of 0.
          for (let retry = 1; retry <= 2 && Number.isNaN(result.lcpMs); retry += 1) {
            progress(`lighthouse ${page} (${run}/${runs}) reported nothing, again`);
            result = await runLighthouse(`${server.url}${page}`, cookie);
          }
          results.push(result);
        }
        // The inbox's scripts are routes of the server, not built files: its page weights are
        // not the public budgets' concern.
        const built = cookie
          ? undefined
          : pageWeight(
              path.join(buildDir, "client"),
              page,
              await (await fetch(`${server.url}${page}`)).text(),
            );
        lighthouseRows.push({
          page,
          ...medianFigures(results),
          performanceRuns: results.map((result) => result.performance),
          slowestLcpMs: Math.max(...results.map((result) => result.lcpMs)),
          eagerJsKb: built ? built.eagerJs / KB : Number.NaN,
          islandJsKb: built
            ? Math.max(0, ...built.islands.map((island) => island.js)) / KB
            : Number.NaN,
        });
      }
    });
  }

  if (!args["no-load"]) {
    const html = await (await fetch(`${server.url}/`)).text();
    const asset = html.match(/\/_astro\/client\.[\w-]+\.js/)?.[0] ?? "/favicon.svg";
    const durationSeconds = Number(args["load-seconds"]);
    const targets = [
      { target: "home page", url: `${server.url}/` },
      { target: "hashed asset", url: `${server.url}${asset}` },
      { target: "enquiry POST", url: `${server.url}${ENQUIRY_ENDPOINT}`, post: sampleEnquiry },
    ];
    for (const { target, url, post } of targets) {
      for (const connections of [10, 100]) {
        progress(`load: ${target} at ${connections} connections for ${durationSeconds} s`);
        const figures = await measureLoad({ url, target, connections, durationSeconds, post });
        if (post) acknowledged += figures.ok;
        loadRows.push(figures);
      }
    }
  }
} finally {
  await server.stop();
}

let stored = 0;
if (acknowledged > 0) {
  const database = new DatabaseSync(server.databaseFile, { readOnly: true });
  stored = Number(
    (database.prepare("SELECT COUNT(*) AS count FROM enquiries").get() as { count: number }).count,
  );
  database.close();
}

const fixed = (value: number, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : "–");
if (lighthouseRows.length > 0) {
  console.log(`\nLighthouse, mobile preset, simulated throttling — median of ${runs} run(s)\n`);
  console.table(
    lighthouseRows.map((row) => ({
      page: row.page,
      perf: row.performance,
      "perf runs": row.performanceRuns.join(" "),
      a11y: row.accessibility,
      bp: row.bestPractices,
      seo: row.seo,
      "FCP ms": fixed(row.fcpMs),
      "LCP ms": fixed(row.lcpMs),
      "slowest LCP ms": fixed(row.slowestLcpMs),
      "TBT ms": fixed(row.tbtMs),
      CLS: fixed(row.cls, 3),
      "JS before LCP KB": fixed(row.jsBeforeLcpKb, 1),
      "JS KB": fixed(row.jsKb, 1),
      "eager JS KB": fixed(row.eagerJsKb, 1),
      "largest island KB": fixed(row.islandJsKb, 1),
      "total KB": fixed(row.totalKb, 1),
      requests: row.requests,
      "3rd-party": row.thirdPartyRequests,
    })),
  );
}
if (proofRows.length > 0) {
  console.log("\nProof of work, from the worker's start to its solution (fetch included)\n");
  console.table(
    proofRows.map((row) => ({
      CPU: row.cpuSlowdown === 1 ? "this machine" : `slowed ${row.cpuSlowdown}× (DevTools)`,
      runs: row.runs,
      "median ms": fixed(row.medianMs),
      "max ms": fixed(row.maxMs),
    })),
  );
}
if (loadRows.length > 0) {
  console.log("\nServer load (autocannon, loopback)\n");
  console.table(
    loadRows.map((row) => ({
      target: row.target,
      connections: row.connections,
      "req/s": row.requestsPerSecond,
      "p50 ms": row.p50Ms,
      "p99 ms": row.p99Ms,
      "2xx": row.ok,
      failed: row.failed,
    })),
  );
  console.log(
    `Durability: ${acknowledged} enquiries acknowledged with 2xx, ${stored} in the store — ${
      stored >= acknowledged ? "none lost" : `${acknowledged - stored} LOST`
    }.`,
  );
}

const resultsDir = path.join(root, "bench/results");
mkdirSync(resultsDir, { recursive: true });
const report = {
  at: new Date().toISOString(),
  runs,
  lighthouse: lighthouseRows,
  load: loadRows,
  proofOfWork: proofRows,
  durability: { acknowledged, stored },
};
const stamp = report.at.replace(/[:.]/g, "-");
writeFileSync(path.join(resultsDir, `${stamp}.json`), JSON.stringify(report, null, 2));
writeFileSync(path.join(resultsDir, "latest.json"), JSON.stringify(report, null, 2));
progress(`results written to bench/results/${stamp}.json`);
if (stored < acknowledged) process.exitCode = 1;
