import { expect, type Locator, type Page } from "@playwright/test";

/**
 * Brings an island into view and waits until React has hydrated it (Astro drops the island's
 * `ssr` mark then), so clicks and typing reach its handlers.
 */
export async function hydrated(page: Page, inside: Locator): Promise<void> {
  await inside.scrollIntoViewIfNeeded();
  await expect(page.locator("astro-island:not([ssr])", { has: inside })).not.toHaveCount(0);
}

/** The JSON-LD objects a page's raw HTML carries. */
export function jsonLdOf(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
}
