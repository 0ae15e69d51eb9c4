import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { budgets, KB } from "../../bench/budgets.ts";
import { pageWeight } from "../../bench/page-weight.ts";
import { builtClientDir, publicPaths } from "../helpers/public-pages.ts";

const clientDir = builtClientDir();
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

/** Deterministic size budgets of the built pages (gzip), so a change that blows them fails. */
describe("page weight budgets", () => {
  it("has a production build to measure", () => {
    expect(existsSync(clientDir), `run the build first (${clientDir})`).toBe(true);
  });

  for (const path of existsSync(clientDir) ? publicPaths(clientDir) : []) {
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

      it("loads each island's code only when it is visible or the browser is idle", () => {
        for (const island of weight.islands) {
          expect(["visible", "idle"], island.component).toContain(island.client);
          expect(island.js, `${island.component} ${kb(island.js)}`).toBeLessThanOrEqual(
            budgets.island,
          );
        }
      });

      it("stays within its HTML and CSS budgets", () => {
        expect(weight.html, `HTML ${kb(weight.html)}`).toBeLessThanOrEqual(budgets.html);
        expect(weight.css, `CSS ${kb(weight.css)}`).toBeLessThanOrEqual(budgets.css);
      });
    });
  }
});
