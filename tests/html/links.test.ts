import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { permanentRedirects } from "#shared/site/redirects.ts";
import { builtClientDir, pagesRenderedOnRequest, publicPaths } from "#scripts/lib/built-pages.ts";

const clientDir = builtClientDir();
const pages = publicPaths(clientDir);

function htmlOf(page: string): string {
  return readFileSync(path.join(clientDir, page, "index.html"), "utf8");
}

/**
 * A same-site address is a built page, a page rendered on request, a built file, or a permanent
 * redirect to one of those.
 */
function resolves(address: string): boolean {
  const target = permanentRedirects[address] ?? address;
  return (
    pages.includes(target) ||
    pagesRenderedOnRequest.includes(target) ||
    existsSync(path.join(clientDir, target))
  );
}

it("links from every built page to pages and files that exist", () => {
  const broken: string[] = [];
  for (const page of pages) {
    for (const [, href] of htmlOf(page).matchAll(/\bhref="(\/(?!\/)[^"#?]*)/g)) {
      if (!resolves(href!)) broken.push(`${page} → ${href}`);
    }
  }
  expect(broken).toEqual([]);
});

it("links within a page only to elements the page has", () => {
  const broken: string[] = [];
  for (const page of pages) {
    const html = htmlOf(page);
    const ids = new Set([...html.matchAll(/\bid="([^"]+)"/g)].map((match) => match[1]));
    for (const [, id] of html.matchAll(/\bhref="#([^"]+)"/g)) {
      if (!ids.has(id)) broken.push(`${page} → #${id}`);
    }
  }
  expect(broken).toEqual([]);
});
