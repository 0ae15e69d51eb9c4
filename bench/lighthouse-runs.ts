import { chromium } from "@playwright/test";
import lighthouse from "lighthouse";
import { chromiumLaunchOptions } from "../tests/helpers/chromium.ts";
import { freePort } from "./server-process.ts";

export interface LighthouseFigures {
  readonly performance: number;
  readonly accessibility: number;
  readonly bestPractices: number;
  readonly seo: number;
  readonly fcpMs: number;
  readonly lcpMs: number;
  readonly tbtMs: number;
  readonly cls: number;
  readonly jsKb: number;
  readonly totalKb: number;
  readonly requests: number;
  /** Requests to any origin other than the site's own, before any interaction. */
  readonly thirdPartyRequests: number;
}

interface ResourceSummaryItem {
  resourceType: string;
  transferSize: number;
  requestCount: number;
}

/**
 * Lighthouse's default (mobile) configuration with simulated throttling, run against the
 * machine's Chromium, which Playwright starts with a debugging port for Lighthouse to drive.
 */
export async function withLighthouse<T>(
  work: (run: (url: string) => Promise<LighthouseFigures>) => Promise<T>,
): Promise<T> {
  const port = await freePort();
  const options = chromiumLaunchOptions();
  const browser = await chromium.launch({
    ...options,
    args: [...(options.args ?? []), `--remote-debugging-port=${port}`],
  });
  try {
    return await work(async (url) => {
      const result = await lighthouse(url, {
        port,
        logLevel: "error",
        output: "json",
        onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      const { lhr } = result;
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      const summary = (lhr.audits["resource-summary"]?.details as { items?: ResourceSummaryItem[] })
        ?.items;
      const of = (type: string) => summary?.find((item) => item.resourceType === type);
      return {
        performance: score("performance"),
        accessibility: score("accessibility"),
        bestPractices: score("best-practices"),
        seo: score("seo"),
        fcpMs: numeric("first-contentful-paint"),
        lcpMs: numeric("largest-contentful-paint"),
        tbtMs: numeric("total-blocking-time"),
        cls: numeric("cumulative-layout-shift"),
        jsKb: (of("script")?.transferSize ?? 0) / 1024,
        totalKb: (of("total")?.transferSize ?? 0) / 1024,
        requests: of("total")?.requestCount ?? 0,
        thirdPartyRequests: of("third-party")?.requestCount ?? 0,
      };
    });
  } finally {
    await browser.close();
  }
}
