import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createRateLimiter } from "./rate-limit.ts";

describe("rate limiter", () => {
  let time = Date.parse("2030-01-15T04:30:00Z");
  beforeEach(() => vi.spyOn(Date, "now").mockImplementation(() => time));
  afterEach(() => vi.restoreAllMocks());
  const limiter = (limit: number) =>
    createRateLimiter({ name: "posts", limit, keyOf: (client) => client });
  const hits = (rate: ReturnType<typeof limiter>, client: string, count: number) =>
    Promise.all(Array.from({ length: count }, async () => (await rate.hit(client)).allowed));

  it("allows the limit per client within a minute of its first POST and says when to come back", async () => {
    const start = time;
    const rate = limiter(3);
    expect(await hits(rate, "a", 3)).toEqual([true, true, true]);
    time = start + 20_000;
    expect(await rate.hit("a")).toEqual({ allowed: false, retryAfterSeconds: 40 });
    expect(await rate.hit("b")).toEqual({ allowed: true });

    time = start + 59_999;
    expect(await rate.hit("a")).toEqual({ allowed: false, retryAfterSeconds: 1 });
    time = start + 60_000;
    expect(await hits(rate, "a", 3)).toEqual([true, true, true]);
    expect(await rate.hit("a")).toEqual({ allowed: false, retryAfterSeconds: 60 });
  });

  it("refused requests do not extend the wait", async () => {
    const start = time;
    const rate = limiter(1);
    await rate.hit("a");
    for (time = start + 1000; time < start + 60_000; time += 1000) {
      expect((await rate.hit("a")).allowed).toBe(false);
    }
    expect((await rate.hit("a")).allowed).toBe(true);
  });
});
