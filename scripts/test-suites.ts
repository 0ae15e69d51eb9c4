/**
 * `npm test`'s last step: the unit and integration tests (vitest) and the browser tests
 * (Playwright) side by side. Most vitest files wait on servers, child processes and databases
 * rather than compute, so the two share the machine's cores instead of taking turns. Playwright
 * reports as it runs; vitest's report is printed whole when it ends, so the two never interleave.
 * Playwright's failures are named again at the very end, where a log's last lines show them.
 * Exits non-zero when either fails.
 */
import { spawn } from "node:child_process";
import { playwrightFailures } from "./lib/playwright-failures.ts";

function run(args: readonly string[], live: boolean): Promise<{ code: number; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn("npx", args, {
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, FORCE_COLOR: process.stdout.isTTY ? "1" : "0" },
    });
    let output = "";
    const keep = (sink: NodeJS.WriteStream) => (chunk: Buffer) => {
      output += chunk.toString();
      if (live) sink.write(chunk);
    };
    child.stdout.on("data", keep(process.stdout));
    child.stderr.on("data", keep(process.stderr));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code: code ?? 1, output }));
  });
}

const [vitest, playwright] = await Promise.all([
  run(["vitest", "run", "--project", "main"], false),
  run(["playwright", "test"], true),
]);
process.stdout.write(`\n── vitest ──\n${vitest.output}`);
if (vitest.code !== 0) console.error(`vitest failed (exit ${vitest.code})`);
if (playwright.code !== 0) {
  console.error(`\n── Playwright's failures ──\n${playwrightFailures(playwright.output)}`);
  console.error(`Playwright failed (exit ${playwright.code})`);
}
process.exit(vitest.code || playwright.code);
