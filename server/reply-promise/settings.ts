/** The reply promise's clock as the server keeps it: the configured hours and clock, the facts' opening hours, the holidays file. */
import { siteFacts } from "#server/site/facts.ts";
import type { ReplyPromiseSetting } from "#shared/site/reply-promise.ts";
import { createReplyClock, type ReplyClock } from "./clock.ts";
import { readHolidays } from "./holidays.ts";

/** Reads the holidays file too, so a mistake in it stops the start whichever clock is chosen. */
export function replyClockOf(promise: ReplyPromiseSetting): ReplyClock {
  return createReplyClock({
    kind: promise.clock,
    hours: promise.hours,
    openingHours: siteFacts.hours,
    timeZone: siteFacts.timeZone,
    holidays: readHolidays(),
  });
}
