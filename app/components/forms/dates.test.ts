import { describe, expect, it } from "vitest";
import { formatLongDate } from "./dates.ts";

describe("formatLongDate", () => {
  it("spells a chosen date out in full, weekday first", () => {
    expect(formatLongDate("2026-12-07")).toBe("Monday, 7 December 2026");
    expect(formatLongDate("2027-02-28")).toBe("Sunday, 28 February 2027");
  });

  it("shows nothing for an empty or impossible date", () => {
    expect(formatLongDate("")).toBeUndefined();
    expect(formatLongDate("07/12/2026")).toBeUndefined();
    expect(formatLongDate("2026-02-30")).toBeUndefined();
  });
});
