import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { siteFacts } from "#server/site/facts.ts";
import { createReplyClock, type ReplyClockSettings } from "./clock.ts";
import { HOLIDAYS_FILE, readHolidays } from "./holidays.ts";

/** An instant on the company's clock (Asia/Kolkata, UTC+5:30). */
const ist = (local: string) => new Date(`${local}+05:30`);

// The company's hours: Monday–Friday 9:00–18:00, Saturday 10:00–16:00, Sunday closed.
const business = (overrides: Partial<ReplyClockSettings> = {}) =>
  createReplyClock({
    kind: "business",
    hours: 24,
    openingHours: siteFacts.hours,
    timeZone: "Asia/Kolkata",
    holidays: new Set(),
    ...overrides,
  });

describe("the business clock", () => {
  it("counts hours within one working day", () => {
    expect(business({ hours: 2 }).dueAt(ist("2026-11-23T10:00:00"))).toEqual(
      ist("2026-11-23T12:00:00"),
    );
  });

  it("carries a window over several working days, counting only opening hours", () => {
    // Monday 8 h, Tuesday 9 h, then 7 h of Wednesday.
    expect(business().dueAt(ist("2026-11-23T10:00:00"))).toEqual(ist("2026-11-25T16:00:00"));
  });

  it("starts the clock at the next opening for an enquiry that arrives after hours", () => {
    expect(business({ hours: 2 }).dueAt(ist("2026-11-23T20:30:00"))).toEqual(
      ist("2026-11-24T11:00:00"),
    );
    expect(business({ hours: 2 }).dueAt(ist("2026-11-24T06:15:00"))).toEqual(
      ist("2026-11-24T11:00:00"),
    );
  });

  it("counts Saturday's short day and skips Sunday", () => {
    // Friday 1 h, Saturday 10:00–16:00 6 h, Sunday closed, Monday 9 h, Tuesday 8 h.
    expect(business().dueAt(ist("2026-11-27T17:00:00"))).toEqual(ist("2026-12-01T17:00:00"));
    // An hour before Saturday closes, two hours to go: one on Saturday, one on Monday.
    expect(business({ hours: 2 }).dueAt(ist("2026-11-28T15:00:00"))).toEqual(
      ist("2026-11-30T10:00:00"),
    );
    expect(business({ hours: 1 }).dueAt(ist("2026-11-29T12:00:00"))).toEqual(
      ist("2026-11-30T10:00:00"),
    );
  });

  it("skips a holiday as a closed day", () => {
    // Monday 26 January 2026 is Republic Day.
    const received = ist("2026-01-24T15:00:00");
    expect(business({ hours: 3 }).dueAt(received)).toEqual(ist("2026-01-26T11:00:00"));
    expect(business({ hours: 3, holidays: new Set(["2026-01-26"]) }).dueAt(received)).toEqual(
      ist("2026-01-27T11:00:00"),
    );
  });

  it("finds the instant a share of the promise has passed", () => {
    // 18 of 24 business hours from Monday 10:00: Monday 8, Tuesday 9, Wednesday 1.
    expect(business().shareElapsedAt(ist("2026-11-23T10:00:00"), 0.75)).toEqual(
      ist("2026-11-25T10:00:00"),
    );
  });
});

describe("the calendar clock", () => {
  const calendar = (hours: number) =>
    createReplyClock({
      kind: "calendar",
      hours,
      openingHours: siteFacts.hours,
      timeZone: "Asia/Kolkata",
      holidays: new Set(["2026-11-24"]),
    });

  it("counts every hour, nights, Sundays and holidays included", () => {
    expect(calendar(24).dueAt(ist("2026-11-23T20:30:00"))).toEqual(ist("2026-11-24T20:30:00"));
  });

  it("takes fractions of an hour: 0.02 h is 72 seconds", () => {
    const received = new Date("2026-11-23T10:00:00Z");
    expect(calendar(0.02).dueAt(received)).toEqual(new Date("2026-11-23T10:01:12Z"));
    expect(calendar(0.02).shareElapsedAt(received, 0.75)).toEqual(new Date("2026-11-23T10:00:54Z"));
  });
});

describe("the holidays file", () => {
  const folder = mkdtempSync(path.join(tmpdir(), "holidays-"));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  const fileWith = (text: string) => {
    const file = path.join(folder, "holidays.yaml");
    writeFileSync(file, text);
    return file;
  };

  it("reads the shipped file's days as dates", () => {
    const days = readHolidays(HOLIDAYS_FILE);
    expect(days.size).toBeGreaterThan(0);
    for (const day of days) expect(day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("refuses a malformed entry with one line naming the file and the entry", () => {
    const file = fileWith(
      "holidays:\n  - date: 2026-01-26\n    name: Republic Day\n  - date: 2026-02-30\n    name: Nowhere\n",
    );
    expect(() => readHolidays(file)).toThrow(
      /holidays\.yaml: holidays\[2\]\.date: must be a date written YYYY-MM-DD/,
    );
    const message = (() => {
      try {
        readHolidays(file);
      } catch (error) {
        return (error as Error).message;
      }
    })();
    expect(message).not.toContain("\n");
  });

  it("refuses a file that is not YAML with the line of the mistake", () => {
    expect(() => readHolidays(fileWith("holidays:\n  - date: [2026\n"))).toThrow(
      /holidays\.yaml:\d+:\d+/,
    );
  });
});
