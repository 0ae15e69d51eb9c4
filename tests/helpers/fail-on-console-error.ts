import { afterEach, beforeEach, vi } from "vitest";

/** A console.error during a unit test is a bug the test did not assert on: fail the test. */
let errors: unknown[][] = [];

beforeEach(() => {
  errors = [];
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  if (errors.length > 0) {
    throw new Error(`console.error was called: ${errors.map((args) => args.join(" ")).join("\n")}`);
  }
});
