import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { publicPages } from "../../app/route-list.ts";
import { budgets, jsBudgetFor, KB } from "../../bench/budgets.ts";
import { pageWeight } from "../../bench/page-weight.ts";

const clientDir = path.resolve(process.env.BUILD_DIR ?? "build", "client");
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

/** Deterministic size budgets of the built pages (gzip), so a change that blows them fails. */
describe("page weight budgets", () => {
  it("has a production build to measure", () => {
    expect(existsSync(clientDir), `run the build first (${clientDir})`).toBe(true);
  });

  for (const page of publicPages) {
    it(`${page.path} stays within its JavaScript, CSS and HTML budgets`, () => {
      const weight = pageWeight(clientDir, page.path);
      expect(weight.js, `JS ${kb(weight.js)}`).toBeLessThanOrEqual(jsBudgetFor(page.path));
      expect(weight.css, `CSS ${kb(weight.css)}`).toBeLessThanOrEqual(budgets.css);
      expect(weight.html, `HTML ${kb(weight.html)}`).toBeLessThanOrEqual(budgets.html);
    });
  }
});
