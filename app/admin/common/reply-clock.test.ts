import { describe, expect, it } from "vitest";
import type { ReplyState } from "#shared/reply-promise/reply-state.ts";
import { spanText } from "#shared/reply-promise/time-span.ts";
import { clockView } from "./reply-clock.ts";

const now = new Date("2030-01-15T10:00:00Z");
const waiting = (dueAt: string): ReplyState => ({
  dueAt: new Date(dueAt),
  running: true,
  answeredAt: undefined,
  answeredBy: undefined,
  answeredHow: undefined,
  owner: undefined,
});

describe("the reply clock as the list shows it", () => {
  it("says how long is left, or how long overdue", () => {
    expect(clockView(waiting("2030-01-15T13:20:00Z"), now)).toEqual({
      tone: "waiting",
      text: "3 h left",
    });
    expect(clockView(waiting("2030-01-15T08:00:00Z"), now)).toEqual({
      tone: "overdue",
      text: "overdue by 2 h",
    });
  });

  it("says answered once the clock stopped, and nothing without a promise", () => {
    const answered = { ...waiting("2030-01-15T08:00:00Z"), answeredAt: now, running: false };
    expect(clockView(answered, now)?.tone).toBe("answered");
    expect(
      clockView({ ...answered, answeredAt: undefined, dueAt: undefined }, now),
    ).toBeUndefined();
  });

  it("counts down again when a customer's answer started a new clock, and not once it is closed", () => {
    const answeredThenAsked = { ...waiting("2030-01-15T13:20:00Z"), answeredAt: now };
    expect(clockView(answeredThenAsked, now)).toEqual({ tone: "waiting", text: "3 h left" });
    const closedUnanswered = { ...waiting("2030-01-15T08:00:00Z"), running: false };
    expect(clockView(closedUnanswered, now)).toBeUndefined();
  });

  it("words short and long spans in whole units", () => {
    expect(spanText(20_000)).toBe("1 min");
    expect(spanText(45 * 60_000)).toBe("45 min");
    expect(spanText(-(47 * 3_600_000 + 59 * 60_000))).toBe("47 h");
    expect(spanText(2 * 86_400_000)).toBe("2 d");
    expect(spanText(3 * 86_400_000 + 5 * 3_600_000)).toBe("3 d 5 h");
  });
});
