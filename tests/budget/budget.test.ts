import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { budgets, KB } from "#bench/budgets.ts";
import { pageWeight } from "#bench/page-weight.ts";
import { builtClientDir, publicPaths, queryVariantFolders } from "#scripts/lib/built-pages.ts";

const clientDir = builtClientDir();
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
const pages = existsSync(clientDir)
  ? [...publicPaths(clientDir), ...queryVariantFolders(clientDir)]
  : [];

/** Deterministic size budgets of the built pages (gzip), so a change that blows them fails. */
describe("page weight budgets", () => {
  it("has a production build to measure", () => {
    expect(existsSync(clientDir), `run the build first (${clientDir})`).toBe(true);
  });

  it("has pages with islands to check", () => {
    expect(pages.some((path) => pageWeight(clientDir, path).islands.length > 0)).toBe(true);
  });

  for (const path of pages) {
    describe(path, () => {
      const weight = pageWeight(clientDir, path);

      it("fetches or runs at most 5 KB of script before any interaction, and no module", () => {
        expect(weight.eagerJs, `eager JS ${kb(weight.eagerJs)}`).toBeLessThanOrEqual(
          budgets.eagerJs,
        );
        expect(weight.moduleScripts).toBe(0);
        for (const size of weight.inlineScripts) {
          expect(size, `inline script ${kb(size)}`).toBeLessThanOrEqual(budgets.pageScript);
        }
      });

      it("fetches no island's modules at first paint, and lists each island's whole graph", () => {
        expect(weight.codeRequests).toEqual([]);
        for (const island of weight.islands) {
          expect(island.client, island.component).toBe("interaction");
          // One step: every chunk the island needs is named up front, none found by importing.
          expect(island.listedModules.toSorted(), island.component).toEqual(
            island.files.toSorted(),
          );
          expect(island.js, `${island.component} ${kb(island.js)}`).toBeLessThanOrEqual(
            budgets.island,
          );
        }
      });

      it("stays within its HTML and CSS budgets, its inline CSS included", () => {
        expect(weight.html, `HTML ${kb(weight.html)}`).toBeLessThanOrEqual(budgets.html);
        expect(weight.css, `CSS ${kb(weight.css)}`).toBeLessThanOrEqual(budgets.css);
        expect(weight.inlineCss, `inline CSS ${kb(weight.inlineCss)}`).toBeLessThanOrEqual(
          budgets.inlineCss,
        );
      });
    });
  }
});
