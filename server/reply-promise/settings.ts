/** The reply promise's clock as the server keeps it: the configured hours and clock, the facts' opening hours, the holidays file. */
import { siteFacts } from "#server/site/facts.ts";
import type { Env } from "#server/boot/env.ts";
import { createReplyClock, type ReplyClock } from "./clock.ts";
import { readHolidays } from "./holidays.ts";

/** Reads the holidays file too, so a mistake in it stops the start whichever clock is chosen. */
export function replyClockOf(env: Pick<Env, "replyPromise">): ReplyClock {
  return createReplyClock({
    kind: env.replyPromise.clock,
    hours: env.replyPromise.hours,
    openingHours: siteFacts.hours,
    timeZone: siteFacts.timeZone,
    holidays: readHolidays(),
  });
}
