import { describe, expect, it } from "vitest";
import { easeOutCubic } from "./smooth-scroll.ts";

describe("smooth scroll", () => {
  it("eases out: fast at first, settling at the end", () => {
    expect(easeOutCubic(0)).toBe(0);
    expect(easeOutCubic(1)).toBe(1);
    expect(easeOutCubic(0.5)).toBeCloseTo(0.875);
    expect(easeOutCubic(0.25) - easeOutCubic(0)).toBeGreaterThan(
      easeOutCubic(1) - easeOutCubic(0.75),
    );
  });
});
