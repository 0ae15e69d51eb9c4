import { describe, expect, it } from "vitest";
import { STAGGER_MAX_MS, STAGGER_STEP_MS, staggerDelay } from "./stagger.ts";

describe("staggerDelay", () => {
  it("starts the first item at once and spaces the next ones one step apart", () => {
    expect(staggerDelay(0)).toBe(0);
    expect(staggerDelay(1)).toBe(STAGGER_STEP_MS);
    expect(staggerDelay(3)).toBe(3 * STAGGER_STEP_MS);
  });

  it("uses the step a section asks for", () => {
    expect(staggerDelay(2, 150)).toBe(300);
  });

  it("never delays an item past the cap", () => {
    expect(staggerDelay(40)).toBe(STAGGER_MAX_MS);
    expect(staggerDelay(12, 90)).toBe(STAGGER_MAX_MS);
  });
});
