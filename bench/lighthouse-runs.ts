import { chromium } from "@playwright/test";
import lighthouse from "lighthouse";
import { chromiumLaunchOptions } from "#scripts/lib/chromium.ts";
import { freePort } from "#server/test-support/free-port.ts";

export interface LighthouseFigures {
  readonly performance: number;
  readonly accessibility: number;
  readonly bestPractices: number;
  readonly seo: number;
  readonly fcpMs: number;
  readonly lcpMs: number;
  readonly tbtMs: number;
  readonly cls: number;
  /** Script transferred in total during the load. */
  readonly jsKb: number;
  /**
   * Script whose request started before the observed largest paint: Lighthouse's simulation
   * counts those requests toward the LCP it reports.
   */
  readonly jsBeforeLcpKb: number;
  readonly totalKb: number;
  readonly requests: number;
  /** Requests to any origin other than the site's own, before any interaction. */
  readonly thirdPartyRequests: number;
}

interface NetworkRequestItem {
  resourceType?: string;
  networkRequestTime?: number;
  transferSize?: number;
}

interface NetworkRequestDetails {
  items?: NetworkRequestItem[];
  debugData?: { networkStartTimeTs?: number };
}

/** The transfer size of the scripts requested before the largest paint the trace observed. */
function scriptBeforeLcp(lhr: {
  audits: Record<string, { details?: unknown } | undefined>;
}): number {
  const network = lhr.audits["network-requests"]?.details as NetworkRequestDetails | undefined;
  const metrics = lhr.audits["metrics"]?.details as
    { items?: { observedLargestContentfulPaintTs?: number }[] } | undefined;
  const lcpTs = metrics?.items?.[0]?.observedLargestContentfulPaintTs;
  const startTs = network?.debugData?.networkStartTimeTs;
  if (lcpTs === undefined || startTs === undefined) return Number.NaN;
  return (network?.items ?? [])
    .filter(
      (item) =>
        item.resourceType === "Script" &&
        item.networkRequestTime !== undefined &&
        startTs + item.networkRequestTime * 1000 < lcpTs,
    )
    .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
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
  work: (run: (url: string, cookie?: string) => Promise<LighthouseFigures>) => Promise<T>,
): Promise<T> {
  const port = await freePort();
  const options = chromiumLaunchOptions();
  const browser = await chromium.launch({
    ...options,
    args: [...(options.args ?? []), `--remote-debugging-port=${port}`],
  });
  try {
    const browserSession = await browser.newBrowserCDPSession();
    return await work(async (url, cookie) => {
      // Each run starts with no cookie but the one it is given: a cookie a page set in an earlier
      // run (the sign-in form's, after a signed-out beacon) would stand in for the given one.
      await browserSession.send("Storage.clearCookies");
      const result = await lighthouse(url, {
        port,
        ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
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
        jsBeforeLcpKb: scriptBeforeLcp(lhr) / 1024,
        totalKb: (of("total")?.transferSize ?? 0) / 1024,
        requests: of("total")?.requestCount ?? 0,
        thirdPartyRequests: of("third-party")?.requestCount ?? 0,
      };
    });
  } finally {
    await browser.close();
  }
}
