import { describe, expect, it } from "vitest";
import { readReplyPromise, replyPromiseFigure, replyPromiseText } from "./reply-promise.ts";

/** The facts' opening hours: 9 hours on weekdays, 6 on Saturday, closed on Sunday. */
const week = [
  { opens: "09:00", closes: "18:00" },
  { opens: "10:00", closes: "16:00" },
  { opens: undefined, closes: undefined },
];

describe("the reply promise in words", () => {
  it("counts hours on the calendar clock", () => {
    expect(replyPromiseText({ hours: 24, clock: "calendar" }, week)).toBe("within 24 hours");
    expect(replyPromiseText({ hours: 1, clock: "calendar" }, week)).toBe("within 1 hour");
    expect(replyPromiseText({ hours: 0.02, clock: "calendar" }, week)).toBe("within 0.02 hours");
  });

  it("says business days for whole days of the longest opening day, else business hours", () => {
    expect(replyPromiseText({ hours: 8, clock: "business" }, week)).toBe("within 8 business hours");
    expect(replyPromiseText({ hours: 9, clock: "business" }, week)).toBe("within 1 business day");
    expect(replyPromiseText({ hours: 18, clock: "business" }, week)).toBe("within 2 business days");
    expect(replyPromiseText({ hours: 24, clock: "business" }, week)).toBe(
      "within 24 business hours",
    );
  });
});

describe("the reply promise as a figure", () => {
  it("is hours, or days for whole business days, short enough to stand as a figure", () => {
    expect(replyPromiseFigure({ hours: 24, clock: "calendar" }, week)).toBe("24 h");
    expect(replyPromiseFigure({ hours: 8, clock: "business" }, week)).toBe("8 h");
    expect(replyPromiseFigure({ hours: 9, clock: "business" }, week)).toBe("1 day");
    expect(replyPromiseFigure({ hours: 18, clock: "business" }, week)).toBe("2 days");
  });
});

describe("the reply promise the environment sets", () => {
  it("takes REPLY_PROMISE_HOURS and REPLY_PROMISE_CLOCK, else the facts' hours on the calendar", () => {
    expect(readReplyPromise({}, 24)).toEqual({ hours: 24, clock: "calendar" });
    expect(
      readReplyPromise({ REPLY_PROMISE_HOURS: " 8 ", REPLY_PROMISE_CLOCK: "business" }, 24),
    ).toEqual({ hours: 8, clock: "business" });
  });

  it("leaves a value it cannot read to the configuration check, keeping the facts' promise", () => {
    for (const hours of ["0", "-3", "a day", "1e3", "8761"]) {
      expect(readReplyPromise({ REPLY_PROMISE_HOURS: hours }, 24).hours).toBe(24);
    }
    expect(readReplyPromise({ REPLY_PROMISE_CLOCK: "office" }, 24).clock).toBe("calendar");
  });
});
