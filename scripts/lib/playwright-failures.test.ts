import { expect, test } from "vitest";
import { playwrightFailures } from "./playwright-failures.ts";

// The end of a real run of Playwright's list reporter with two failing tests.
const report = `
  ✓  1 tests/e2e/a.spec.ts:2:1 › passes (6ms)
  ✘  2 tests/e2e/a.spec.ts:3:1 › fails on a value (3ms)
  ✘  3 tests/e2e/a.spec.ts:4:1 › fails on a throw (3ms)


  1) [desktop] › tests/e2e/a.spec.ts:3:1 › fails on a value ──────────────────────────────────

    Error: one is two

    expect(received).toBe(expected) // Object.is equality

    Expected: 2
    Received: 1

      2 | test("passes", () => { expect(1).toBe(1); });
    > 3 | test("fails on a value", () => { expect(1, "one is two").toBe(2); });
        |                                                          ^
        at /work/main/tests/e2e/a.spec.ts:3:58

    Error Context: test-results/a-fails-on-a-value/error-context.md

  2) [desktop] › tests/e2e/a.spec.ts:4:1 › fails on a throw ──────────────────────────────────

    \u001b[31mError: boom\u001b[39m

    > 4 | test("fails on a throw", () => { throw new Error("boom"); });
        |                                        ^
        at /work/main/tests/e2e/a.spec.ts:4:40

  2 failed
    [desktop] › tests/e2e/a.spec.ts:3:1 › fails on a value ───────────────────────────────────
    [desktop] › tests/e2e/a.spec.ts:4:1 › fails on a throw ───────────────────────────────────
  1 passed (1.3s)
`;

test("names each failed test with its error, without the code or the passing tests", () => {
  const failures = playwrightFailures(report).split("\n");
  expect(failures[0]).toMatch(/1\) \[desktop\] › tests\/e2e\/a\.spec\.ts:3:1 › fails on a value/);
  expect(failures).toContain("    Error: one is two");
  expect(failures).toContain("    Received: 1");
  expect(failures).toContain("    Error: boom");
  expect(failures).toContain("  2 failed");
  expect(failures).toContain("  1 passed (1.3s)");
  expect(failures.join("\n")).not.toMatch(/ \| |passes \(6ms\)|Error Context/);
});

test("says nothing when the report names no failure", () => {
  expect(playwrightFailures("  ✓  1 a.spec.ts:2:1 › passes (6ms)\n\n  1 passed (1.3s)\n")).toBe("");
});
