import { describe, expect, it } from "vitest";
import { COUNTER_TICK_MS, countUpValue } from "./count-up.ts";

describe("countUpValue", () => {
  it("starts at zero, grows linearly and stops exactly at the target", () => {
    expect(countUpValue(300, 0)).toBe(0);
    expect(countUpValue(300, 750)).toBe(150);
    expect(countUpValue(95, 1499)).toBeLessThan(95);
    expect(countUpValue(95, 1500)).toBe(95);
    expect(countUpValue(95, 5000)).toBe(95);
  });

  it("never goes backwards between ticks", () => {
    let previous = 0;
    for (let elapsed = 0; elapsed <= 1600; elapsed += COUNTER_TICK_MS) {
      const value = countUpValue(200, elapsed);
      expect(value).toBeGreaterThanOrEqual(previous);
      previous = value;
    }
    expect(previous).toBe(200);
  });
});
