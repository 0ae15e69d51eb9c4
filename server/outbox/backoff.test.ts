import { describe, expect, it } from "vitest";
import { nextAttemptAfterFailure, retryDelayMs } from "./backoff.ts";

describe("retry schedule", () => {
  it("waits 1 s doubling, at most 30 s, for ten tries, then an hour", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 50].map((n) => retryDelayMs(n) / 1000)).toEqual([
      1, 2, 4, 8, 16, 30, 30, 30, 30, 30, 3600, 3600, 3600,
    ]);
  });

  it("gives up on a delivery still failing a day after it was queued", () => {
    const queued = new Date("2030-01-01T00:00:00Z");
    const later = (ms: number) => new Date(queued.getTime() + ms);
    expect(nextAttemptAfterFailure(queued, 1, later(0))).toEqual(later(1000));
    expect(nextAttemptAfterFailure(queued, 30, later(86_399_999))).toEqual(
      later(86_399_999 + 3_600_000),
    );
    expect(nextAttemptAfterFailure(queued, 31, later(86_400_000))).toBeUndefined();
  });
});
