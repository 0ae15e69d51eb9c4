import { expect, test } from "@playwright/test";
import { budgets, KB } from "#bench/budgets.ts";
import { pageWeight } from "#bench/page-weight.ts";
import { builtClientDir, pagesRenderedOnRequest } from "#scripts/lib/built-pages.ts";

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

// The budget test reads the built files; these pages exist only as the server renders them.
for (const path of pagesRenderedOnRequest) {
  test(`${path}, rendered on request, keeps the pages' size budgets`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const weight = pageWeight(builtClientDir(), path, await response.text());
    expect(weight.html, `HTML ${kb(weight.html)}`).toBeLessThanOrEqual(budgets.html);
    expect(weight.css, `CSS ${kb(weight.css)}`).toBeLessThanOrEqual(budgets.css);
    expect(weight.inlineCss, `inline CSS ${kb(weight.inlineCss)}`).toBeLessThanOrEqual(
      budgets.inlineCss,
    );
    expect(weight.eagerJs, `eager JS ${kb(weight.eagerJs)}`).toBeLessThanOrEqual(budgets.eagerJs);
    expect(weight.moduleScripts).toBe(0);
    expect(weight.codeRequests).toEqual([]);
  });
}
