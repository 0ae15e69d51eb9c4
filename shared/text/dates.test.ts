import { describe, expect, it } from "vitest";
import {
  calendarDay,
  calendarDayWithWeekday,
  dayIn,
  sentenceTime,
  shortTime,
  sortableTime,
} from "./dates.ts";

const INDIA = "Asia/Kolkata";
/** 10:00 in Indore. */
const moment = new Date("2030-01-15T04:30:00Z");

describe("dates as people read them, in en-IN", () => {
  it("shows a calendar day as written, wherever the reader is", () => {
    expect(calendarDay("2026-12-07")).toBe("7 December 2026");
    expect(calendarDayWithWeekday("2026-12-07")).toBe("Monday, 7 December 2026");
  });

  it("shows a moment in the company's zone", () => {
    expect(dayIn(new Date("2030-01-15T20:00:00Z"), INDIA)).toBe("16 January 2030");
    expect(shortTime(moment, INDIA)).toBe("15 Jan 2030, 10:00 IST");
    expect(sentenceTime(moment, INDIA)).toBe("15 January 2030 at 10:00 am IST");
    expect(sortableTime(moment, INDIA)).toBe("2030-01-15 10:00 IST");
  });
});
