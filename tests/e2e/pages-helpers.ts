import { expect, type Locator } from "@playwright/test";

/**
 * Brings an island into view, points at it as a visitor's mouse does (an island hydrates at the
 * first interaction with it) and waits until React has hydrated it (Astro drops the island's
 * `ssr` mark then), so clicks and typing reach its handlers.
 */
export async function hydrated(inside: Locator): Promise<void> {
  await inside.hover();
  await expect(inside.locator("xpath=ancestor::astro-island[1]")).not.toHaveAttribute("ssr");
}

/** The JSON-LD objects a page's raw HTML carries. */
export function jsonLdOf(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
}
