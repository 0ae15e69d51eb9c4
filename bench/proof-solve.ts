/**
 * How long a visitor's browser takes to solve the forms' proof of work: the built worker, as the
 * forms start it on first focus, run in the machine's Chromium on /contact with the CPU slowed
 * 4× (Lighthouse's mobile preset, a mid-range phone) and unslowed, several times each.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { chromiumLaunchOptions } from "#scripts/lib/chromium.ts";

export interface ProofSolveFigures {
  readonly cpuSlowdown: number;
  readonly runs: number;
  readonly medianMs: number;
  readonly maxMs: number;
}

function median(values: readonly number[]): number {
  const sorted = values.toSorted((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export async function measureProofSolve(
  siteUrl: string,
  clientDir: string,
  runs = 10,
): Promise<ProofSolveFigures[]> {
  const worker = readdirSync(path.join(clientDir, "_astro")).find(
    (file) => file.startsWith("proof-worker-") && file.endsWith(".js"),
  );
  if (!worker) throw new Error("No proof worker in the build");
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const figures: ProofSolveFigures[] = [];
    for (const cpuSlowdown of [4, 1]) {
      const page = await browser.newPage();
      const cdp = await page.context().newCDPSession(page);
      await page.goto(`${siteUrl}/contact`);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });
      const times: number[] = [];
      for (let run = 0; run < runs; run += 1) {
        times.push(
          await page.evaluate(
            (url) =>
              new Promise<number>((resolve, reject) => {
                const started = performance.now();
                const solver = new Worker(url, { type: "module" });
                solver.onmessage = (event: MessageEvent<{ solved?: unknown }>) => {
                  solver.terminate();
                  if (event.data.solved) resolve(performance.now() - started);
                  else reject(new Error(JSON.stringify(event.data)));
                };
              }),
            `/_astro/${worker}`,
          ),
        );
      }
      await page.close();
      figures.push({ cpuSlowdown, runs, medianMs: median(times), maxMs: Math.max(...times) });
    }
    return figures;
  } finally {
    await browser.close();
  }
}
