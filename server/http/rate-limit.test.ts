import { describe, expect, it } from "vitest";
import { createRateLimiter } from "./rate-limit.ts";

describe("rate limiter", () => {
  it("allows the limit per client per sliding minute and says when to come back", () => {
    let time = 0;
    const limiter = createRateLimiter({ limit: 3, now: () => time });

    expect([1, 2, 3].map(() => limiter.hit("a").allowed)).toEqual([true, true, true]);
    time = 20_000;
    expect(limiter.hit("a")).toEqual({ allowed: false, retryAfterSeconds: 40 });
    expect(limiter.hit("b")).toEqual({ allowed: true });

    time = 59_999;
    expect(limiter.hit("a")).toEqual({ allowed: false, retryAfterSeconds: 1 });
    time = 60_000;
    expect([1, 2, 3].map(() => limiter.hit("a").allowed)).toEqual([true, true, true]);
    expect(limiter.hit("a")).toEqual({ allowed: false, retryAfterSeconds: 60 });
  });

  it("refused requests do not extend the wait", () => {
    let time = 0;
    const limiter = createRateLimiter({ limit: 1, now: () => time });
    limiter.hit("a");
    for (time = 1000; time < 60_000; time += 1000) expect(limiter.hit("a").allowed).toBe(false);
    expect(limiter.hit("a").allowed).toBe(true);
  });
});
