/**
 * A page rendered on request loads its code and cuts its stylesheet when it is first asked for:
 * 127–314 ms on this machine, against 20–30 ms for every request after. A starting server asks
 * for each public one once, over loopback, so that the first visitors after a deploy don't wait.
 */
import { BOOK_PATH } from "#shared/booking/contract.ts";
import { CAREER_PATH } from "#shared/site/sitemap-paths.ts";
import type { Logger } from "#server/lib/logger.ts";

/** The first opening /career links to, which loads the openings' page code. */
function firstOpeningPath(careerHtml: string): string | undefined {
  return careerHtml.match(new RegExp(`href="(${CAREER_PATH}/[^"?#/]+)"`))?.[1];
}

/** `url`: where the server listens, as it tells it (`localhost` for every address). */
export async function warmRenderedPages(url: string, logger: Logger): Promise<void> {
  const warm = async (path: string): Promise<string> => {
    try {
      // Never followed: a warm-up stays on this machine.
      const response = await fetch(`${url}${path}`, { redirect: "manual" });
      const html = await response.text();
      if (response.ok) return html;
      logger.warn({ path, status: response.status }, `warming ${path} answered ${response.status}`);
    } catch (error) {
      logger.warn({ path }, `warming ${path} failed: ${(error as Error).message}`);
    }
    return "";
  };
  const started = performance.now();
  const opening = firstOpeningPath(await warm(CAREER_PATH));
  const paths = [CAREER_PATH, ...(opening ? [opening] : []), BOOK_PATH];
  for (const path of paths.slice(1)) await warm(path);
  const ms = Math.round(performance.now() - started);
  logger.info({ paths, ms }, `pages rendered on request warmed in ${ms} ms: ${paths.join(", ")}`);
}
