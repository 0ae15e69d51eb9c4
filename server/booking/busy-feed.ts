/**
 * The team calendar's busy times (BOOKING_BUSY_ICS_URL: the secret iCal address Google Calendar,
 * Outlook and Fastmail give), which close the booking page's slots. Read with ical.js; recurring
 * events expanded over the booking horizon (their moved and cancelled occurrences honoured);
 * transparent ("free") and cancelled events ignored; only the busy intervals kept.
 *
 * The address comes from configuration, but what it resolves to is checked every time: never a
 * private, loopback, link-local or otherwise internal address (the check runs on the address the
 * connection is made to, so a name that changes its answer cannot slip past), no redirects, a
 * deadline and a size limit. A feed that cannot be read leaves the slots as the bookings make
 * them, with one line in the log (never the address: it is a secret). Read at most every few
 * minutes; requests in between use the last reading.
 */
import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import http from "node:http";
import https from "node:https";
import { BlockList, isIP, type LookupFunction } from "node:net";
import ICAL from "ical.js";
import type { Interval } from "#shared/booking/availability.ts";
import type { Logger } from "#server/lib/logger.ts";

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
/** A recurring event's occurrences counted at most, whatever its rule says. */
const MAX_OCCURRENCES = 2000;

/** The busy times overlapping [from, to); none when there is no feed or it cannot be read. */
export type BusyTimes = (from: Date, to: Date) => Promise<readonly Interval[]>;

/**
 * The busy times from `at` to the end of the booking horizon (and two days more, as the free
 * times are searched): none without a feed. Read before a change's transaction, so a remote
 * calendar is never waited for with a write open.
 */
export async function busyAhead(
  busyTimes: BusyTimes | undefined,
  at: Date,
  horizonDays: number,
): Promise<readonly Interval[]> {
  return busyTimes ? busyTimes(at, new Date(at.getTime() + (horizonDays + 2) * DAY_MS)) : [];
}

export interface BusyFeedOptions {
  readonly url: string;
  readonly logger: Logger;
  /** How far ahead recurrences are expanded: the booking horizon, in days. */
  readonly horizonDays: number;
  readonly timeoutMs?: number;
  readonly maxBytes?: number;
  /** How long one reading serves (or one failure stands) before the feed is read again. */
  readonly cacheMs?: number;
  /** Tests only: lets the feed be served from this machine's loopback address. */
  readonly allowLoopbackForTests?: boolean;
  readonly now?: () => Date;
}

/** Addresses no feed may be read from: this machine, private networks, and the like. */
const INTERNAL = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const) {
  INTERNAL.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  ["::", 127],
  ["64:ff9b:1::", 48],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
] as const) {
  INTERNAL.addSubnet(network, prefix, "ipv6");
}
const LOOPBACK = new BlockList();
LOOPBACK.addSubnet("127.0.0.0", 8, "ipv4");
LOOPBACK.addAddress("::1", "ipv6");

/** Whether the feed may be read from `address`. */
export function mayReadFrom(address: string, allowLoopback = false): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  // An IPv4 address written as IPv6 (::ffff:10.0.0.1) is judged as the IPv4 address it is.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return mayReadFrom(mapped, allowLoopback);
  const type = family === 4 ? "ipv4" : "ipv6";
  if (allowLoopback && LOOPBACK.check(address, type)) return true;
  return !INTERNAL.check(address, type);
}

class FeedRefused extends Error {}

/** Name resolution that refuses, at connection time, any address the feed may not come from. */
function checkedLookup(allowLoopback: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, "", 0);
      const refused = addresses.find((entry) => !mayReadFrom(entry.address, allowLoopback));
      if (refused || addresses.length === 0) {
        return callback(new FeedRefused("resolves to an internal address"), "", 0);
      }
      if (options.all) return (callback as any)(null, addresses);
      callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}

/** The feed's text: refused when too slow, too large, redirected or from an internal address. */
function download(
  url: URL,
  {
    timeoutMs,
    maxBytes,
    allowLoopback,
  }: { timeoutMs: number; maxBytes: number; allowLoopback: boolean },
): Promise<string> {
  return new Promise((resolve, reject) => {
    const host = url.hostname.replace(/^\[|\]$/g, "");
    if (isIP(host) !== 0 && !mayReadFrom(host, allowLoopback)) {
      reject(new FeedRefused("is an internal address"));
      return;
    }
    const client = url.protocol === "https:" ? https : http;
    const tooLarge = () => new FeedRefused(`is larger than ${maxBytes} bytes`);
    // The first failure settles it; the connection is then dropped, its own errors unheard.
    const fail = (error: Error) => {
      reject(error);
      request.destroy();
    };
    const request = client.get(
      url,
      { lookup: checkedLookup(allowLoopback), headers: { Accept: "text/calendar" } },
      (response) => {
        response.on("error", fail);
        if (response.statusCode !== 200) {
          fail(new FeedRefused(`answered ${response.statusCode}`));
          return;
        }
        if (Number(response.headers["content-length"] ?? 0) > maxBytes) {
          fail(tooLarge());
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on("data", (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxBytes) fail(tooLarge());
          else chunks.push(chunk);
        });
        response.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
      },
    );
    const deadline = setTimeout(
      () => fail(new FeedRefused(`took longer than ${timeoutMs} ms`)),
      timeoutMs,
    );
    request.on("error", fail);
    request.on("close", () => clearTimeout(deadline));
  });
}

/** Whether a VEVENT takes no time: marked free (transparent) or cancelled. */
function takesNoTime(vevent: ICAL.Component): boolean {
  const transparency = String(vevent.getFirstPropertyValue("transp") ?? "").toUpperCase();
  const status = String(vevent.getFirstPropertyValue("status") ?? "").toUpperCase();
  return transparency === "TRANSPARENT" || status === "CANCELLED";
}

/** The busy intervals of a feed's text that overlap [from, to), recurrences expanded. */
export function busyIntervals(text: string, from: Date, to: Date): Interval[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(zone);
  const vevents = calendar.getAllSubcomponents("vevent");
  const masters = new Set(
    vevents
      .filter((vevent) => !vevent.hasProperty("recurrence-id"))
      .map((vevent) => String(vevent.getFirstPropertyValue("uid"))),
  );
  const intervals: Interval[] = [];
  const keep = (start: Date, end: Date) => {
    if (start < to && end > from && start < end) intervals.push({ start, end });
  };
  for (const vevent of vevents) {
    // A moved or cancelled occurrence is read with its series.
    const uid = String(vevent.getFirstPropertyValue("uid"));
    if (vevent.hasProperty("recurrence-id") && masters.has(uid)) continue;
    const event = new ICAL.Event(vevent, { strictExceptions: true });
    if (!event.isRecurring()) {
      if (!takesNoTime(vevent)) keep(event.startDate.toJSDate(), event.endDate.toJSDate());
      continue;
    }
    const occurrences = event.iterator();
    for (let count = 0, next = occurrences.next(); next && count < MAX_OCCURRENCES; count += 1) {
      const details = event.getOccurrenceDetails(next);
      const start = details.startDate.toJSDate();
      if (start >= to) break;
      if (!takesNoTime(details.item.component)) keep(start, details.endDate.toJSDate());
      next = occurrences.next();
    }
  }
  return intervals.toSorted((a, b) => a.start.getTime() - b.start.getTime());
}

/** The team calendar's busy times, read at most once per `cacheMs`. */
export function createBusyFeed({
  url,
  logger,
  horizonDays,
  timeoutMs = 5000,
  maxBytes = 2_000_000,
  cacheMs = 5 * MINUTE_MS,
  allowLoopbackForTests = false,
  now = () => new Date(),
}: BusyFeedOptions): BusyTimes {
  let reading: { at: number; intervals: Promise<Interval[]> } | undefined;

  async function read(at: Date): Promise<Interval[]> {
    try {
      const text = await download(new URL(url), {
        timeoutMs,
        maxBytes,
        allowLoopback: allowLoopbackForTests,
      });
      return busyIntervals(
        text,
        new Date(at.getTime() - DAY_MS),
        new Date(at.getTime() + (horizonDays + 2) * DAY_MS),
      );
    } catch (error) {
      // The reason, never the address (a secret) nor the calendar's words.
      const reason =
        error instanceof FeedRefused
          ? error.message
          : ((error as { code?: string }).code ?? "is not an iCalendar file");
      logger.warn({ reason }, "busy calendar unread: slots offered from the bookings alone");
      return [];
    }
  }

  return async (from, to) => {
    const at = now();
    if (!reading || at.getTime() - reading.at >= cacheMs) {
      reading = { at: at.getTime(), intervals: read(at) };
    }
    const intervals = await reading.intervals;
    return intervals.filter((busy) => busy.start < to && busy.end > from);
  };
}
