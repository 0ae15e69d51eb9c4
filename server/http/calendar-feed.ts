/**
 * `GET /calendar/<token>.ics`: a consultant's private calendar feed (server/booking/feed.ts). The
 * token is the only key, so the answer is kept out of every shared cache and search engine; an
 * unknown or replaced token answers 404 like any missing file.
 */
import { Hono } from "hono";
import { CALENDAR_FEED_PREFIX } from "#shared/booking/agenda.ts";
import { tokenInPath, type CalendarFeeds } from "#server/booking/feed.ts";

export const CALENDAR_FEED_ROUTE = `${CALENDAR_FEED_PREFIX}*`;

const PRIVATE = {
  "Cache-Control": "private, no-store",
  "X-Robots-Tag": "noindex, nofollow",
} as const;

export function calendarFeedRoute(feeds: Pick<CalendarFeeds, "feed">): Hono {
  const routes = new Hono();
  routes.get(CALENDAR_FEED_ROUTE, async (c) => {
    const token = tokenInPath(c.req.path);
    const text = token ? await feeds.feed(token) : undefined;
    if (text === undefined) return c.text("Not found", 404, PRIVATE);
    return c.body(text, 200, { ...PRIVATE, "Content-Type": "text/calendar; charset=utf-8" });
  });
  return routes;
}
