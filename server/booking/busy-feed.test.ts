/**
 * The team calendar's busy times close the booking page's slots: a feed served by a local HTTP
 * server, read with ical.js. A busy event removes its slots, a recurring one each occurrence, a
 * transparent one nothing; a feed too large or too slow, or at an internal address, leaves the
 * slots as the bookings make them and says so in one line of the log.
 */
import { createServer, type Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rulesOf } from "#shared/booking/availability.ts";
import { testBookingSettings } from "#server/test-support/booking-settings.ts";
import { openDatabase } from "#server/store/open.ts";
import { startTestDatabases } from "#server/test-support/databases.ts";
import { addTeamMember, seedBooking } from "#server/test-support/bookings.ts";
import { capturedLogger } from "#server/test-support/logs.ts";
import { createBusyFeed, mayReadFrom } from "./busy-feed.ts";
import { createBookingDesk } from "./desk.ts";
import { pino } from "pino";
import { BOOKING_SLOT_FIELD, BOOKING_ZONE_FIELD } from "#shared/enquiries/schemas.ts";
import { createEnquiryService } from "#server/boot/enquiry-service.ts";
import { latestEnquiries } from "#server/enquiries/store.ts";
import { validBodies } from "#server/test-support/enquiries.ts";
import { spamDefences } from "#server/test-support/spam-defences.ts";
import { bookingSubmissionStep } from "./service.ts";
import { readBookingSetup, type BookingSetup } from "./settings.ts";
import { createBookingLinks } from "./links.ts";
import { createStaffBookingActions } from "./staff.ts";
import { issueManageToken } from "./store.ts";

const databases = await startTestDatabases({ postgres: false });
afterAll(() => databases.dispose());

const settings = testBookingSettings;
const rules = rulesOf(
  settings.eventTypes.consultation,
  { timeZone: "Asia/Kolkata", hours: [] },
  new Set(),
);
const ist = (local: string) => new Date(`${local}+05:30`).toISOString();
// Monday 11 January 2027, 08:00 in Indore.
const now = new Date(ist("2027-01-11T08:00"));

const calendar = (...events: string[]) =>
  [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Test//Busy//EN",
    "BEGIN:VTIMEZONE",
    "TZID:Asia/Kolkata",
    "BEGIN:STANDARD",
    "DTSTART:19700101T000000",
    "TZOFFSETFROM:+0530",
    "TZOFFSETTO:+0530",
    "TZNAME:IST",
    "END:STANDARD",
    "END:VTIMEZONE",
    ...events,
    "END:VCALENDAR",
    "",
  ].join("\r\n");

const event = (uid: string, ...lines: string[]) =>
  ["BEGIN:VEVENT", `UID:${uid}`, "DTSTAMP:20270101T000000Z", ...lines, "END:VEVENT"].join("\r\n");

const FEEDS: Record<string, string> = {
  // Tuesday 12 January, 10:00–11:00 in Indore.
  "/busy.ics": calendar(
    event("busy", "DTSTART:20270112T043000Z", "DTEND:20270112T053000Z", "SUMMARY:Board"),
  ),
  // Wednesdays at 14:00 in Indore, three times; the second moved to 16:00.
  "/weekly.ics": calendar(
    event(
      "weekly",
      "DTSTART;TZID=Asia/Kolkata:20270113T140000",
      "DTEND;TZID=Asia/Kolkata:20270113T150000",
      "RRULE:FREQ=WEEKLY;COUNT=3",
    ),
    event(
      "weekly",
      "RECURRENCE-ID;TZID=Asia/Kolkata:20270120T140000",
      "DTSTART;TZID=Asia/Kolkata:20270120T160000",
      "DTEND;TZID=Asia/Kolkata:20270120T170000",
    ),
  ),
  // All of Thursday 14 January, marked free; and a cancelled meeting on Friday.
  "/free.ics": calendar(
    event(
      "free",
      "DTSTART;TZID=Asia/Kolkata:20270114T100000",
      "DTEND;TZID=Asia/Kolkata:20270114T180000",
      "TRANSP:TRANSPARENT",
    ),
    event(
      "called-off",
      "DTSTART;TZID=Asia/Kolkata:20270115T100000",
      "DTEND;TZID=Asia/Kolkata:20270115T180000",
      "STATUS:CANCELLED",
    ),
  ),
};

let server: Server;
let base: string;
beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === "/large.ics") {
      response.writeHead(200, { "Content-Type": "text/calendar" });
      response.end(
        calendar(
          event(
            "large",
            "DTSTART:20270112T043000Z",
            "DTEND:20270112T053000Z",
            `DESCRIPTION:${"x".repeat(20_000)}`,
          ),
        ),
      );
      return;
    }
    if (request.url === "/slow.ics") {
      setTimeout(() => response.end(FEEDS["/busy.ics"]), 1500).unref();
      return;
    }
    const body = FEEDS[request.url ?? ""];
    response.writeHead(body ? 200 : 404, { "Content-Type": "text/calendar" });
    response.end(body ?? "");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

/** The page's free times with the feed at `url` read as a test may (from loopback). */
async function slotsWith(url: string | undefined, options: { loopback?: boolean } = {}) {
  const db = await openDatabase(await databases.sqlite.fresh());
  await addTeamMember(db, "lead@malwasoftworks.example");
  const logs = capturedLogger();
  const busyTimes =
    url === undefined
      ? undefined
      : createBusyFeed({
          url,
          logger: logs.logger,
          horizonDays: rules.horizonDays,
          timeoutMs: 500,
          maxBytes: 10_000,
          allowLoopbackForTests: options.loopback ?? true,
          now: () => now,
        });
  const desk = createBookingDesk({ db, rules, busyTimes, now: () => now });
  const view = await desk.calendar("Asia/Kolkata");
  await db.close();
  return {
    starts: new Set(view.days.flatMap((day) => day.slots.map((slot) => slot.start))),
    warnings: logs.lines().filter((line) => line.level === 40),
    text: logs.text(),
  };
}

describe("the team calendar's busy times", () => {
  it("a busy event removes the slots it overlaps, buffer included", async () => {
    const without = await slotsWith(undefined);
    const busy = await slotsWith(`${base}/busy.ics`);
    expect([...without.starts].filter((start) => !busy.starts.has(start))).toEqual([
      ist("2027-01-12T10:00"),
      ist("2027-01-12T10:30"),
    ]);
    expect(busy.warnings).toEqual([]);
  });

  it("a recurring event removes each occurrence, a moved one where it was moved to", async () => {
    const without = await slotsWith(undefined);
    const weekly = await slotsWith(`${base}/weekly.ics`);
    expect([...without.starts].filter((start) => !weekly.starts.has(start))).toEqual([
      ist("2027-01-13T13:30"),
      ist("2027-01-13T14:00"),
      ist("2027-01-13T14:30"),
      ist("2027-01-20T15:30"),
      ist("2027-01-20T16:00"),
      ist("2027-01-20T16:30"),
      ist("2027-01-27T13:30"),
      ist("2027-01-27T14:00"),
      ist("2027-01-27T14:30"),
    ]);
  });

  it("a transparent (free) or cancelled event removes nothing", async () => {
    const without = await slotsWith(undefined);
    expect((await slotsWith(`${base}/free.ics`)).starts).toEqual(without.starts);
  });

  it("a feed too large or too slow, or at an internal address, leaves the slots and logs one line without the address", async () => {
    const without = await slotsWith(undefined);
    for (const [url, loopback, reason] of [
      [`${base}/large.ics`, true, "is larger than 10000 bytes"],
      [`${base}/slow.ics`, true, "took longer than 500 ms"],
      [`${base}/busy.ics`, false, "is an internal address"],
      [
        `${base.replace("127.0.0.1", "localhost")}/busy.ics`,
        false,
        "resolves to an internal address",
      ],
      ["http://10.1.2.3/busy.ics", true, "is an internal address"],
    ] as const) {
      const read = await slotsWith(url, { loopback });
      expect(read.starts, url).toEqual(without.starts);
      expect(
        read.warnings.map((line) => line.reason),
        url,
      ).toEqual([reason]);
      expect(read.text).not.toContain(".ics");
    }
  });
});

describe("a post for a time the team calendar holds", () => {
  it("is refused as taken, and nothing is kept", async () => {
    const db = await openDatabase(await databases.sqlite.fresh());
    await addTeamMember(db, "lead@malwasoftworks.example");
    const setup = readBookingSetup();
    const busyTimes = createBusyFeed({
      url: `${base}/busy.ics`,
      logger: pino({ level: "silent" }),
      horizonDays: rules.horizonDays,
      allowLoopbackForTests: true,
      now: () => now,
    });
    const enquiries = createEnquiryService({
      db,
      channels: [],
      logger: pino({ level: "silent" }),
      now: () => now,
      ...spamDefences(db, () => now),
      booking: bookingSubmissionStep(setup.rules, setup.refused, busyTimes),
    });
    const outcome = await enquiries.submit({
      ...validBodies.consultation,
      [BOOKING_SLOT_FIELD]: ist("2027-01-12T10:00"),
      [BOOKING_ZONE_FIELD]: "Asia/Kolkata",
    });
    expect(outcome).toMatchObject({
      status: "invalid",
      errors: { [BOOKING_SLOT_FIELD]: setup.refused.taken },
    });
    expect(await latestEnquiries(db, 10)).toEqual([]);
    await db.close();
  });
});

describe("a move of a booking", () => {
  it("keeps out of the team calendar's busy times, by the visitor's link and by the team", async () => {
    const db = await openDatabase(await databases.sqlite.fresh());
    const lead = await addTeamMember(db, "lead@malwasoftworks.example");
    // Monday 14:00 in Indore; the team calendar is busy on Tuesday 10:00–11:00.
    const { bookingId } = await seedBooking(db, {
      start: new Date(ist("2027-01-11T14:00")),
      consultantId: lead,
    });
    // The file's interview settings, the test's consultation: the one this test moves.
    const fromFile = readBookingSetup();
    const setup: BookingSetup = {
      ...fromFile,
      rules: { ...fromFile.rules, consultation: rules },
      refused: settings.refused,
    };
    const busyTimes = createBusyFeed({
      url: `${base}/busy.ics`,
      logger: pino({ level: "silent" }),
      horizonDays: rules.horizonDays,
      allowLoopbackForTests: true,
      now: () => now,
    });
    const busy = ist("2027-01-12T10:00");
    const free = ist("2027-01-12T11:30");

    const links = createBookingLinks({ db, setup, busyTimes, now: () => now });
    const token = await issueManageToken(db, bookingId, 0, now);
    const shown = await links.show(token, "Asia/Kolkata");
    if (shown.kind !== "open") throw new Error(`The page shows ${shown.kind}`);
    const offered = shown.calendar.days.flatMap((day) => day.slots.map((slot) => slot.start));
    expect(offered).toContain(free);
    expect(offered).not.toContain(busy);
    const asked = await links.change(token, "reschedule", { start: busy, zone: "Asia/Kolkata" });
    expect(asked).toMatchObject({ kind: "open", refused: settings.refused.taken });

    const staff = createStaffBookingActions({ db, setup, busyTimes, now: () => now });
    const administrator = { email: "lead@malwasoftworks.example", role: "administrator" } as const;
    const by = { ...administrator, csrfToken: "" };
    const choices = await staff.moveChoices(by, bookingId);
    if (typeof choices !== "object") throw new Error("The administrator moves any booking");
    const listed = choices.calendar.days.flatMap((day) => day.slots.map((slot) => slot.start));
    expect(listed).toContain(free);
    expect(listed).not.toContain(busy);
    const moved = await staff.reschedule(by, bookingId, new Date(busy));
    expect(moved).toMatchObject({ changed: false, reason: "taken" });
    expect(!moved.changed && moved.nearest.map((slot) => slot.start.toISOString())).not.toContain(
      busy,
    );
    await db.close();
  });
});

describe("which addresses a feed may come from", () => {
  it("refuses this machine, private and link-local networks, also written as IPv6", () => {
    for (const address of [
      "127.0.0.1",
      "10.0.0.8",
      "172.20.1.1",
      "192.168.1.1",
      "169.254.169.254",
      "::1",
      "fd00::1",
      "fe80::1",
      "::ffff:10.0.0.8",
      "0.0.0.0",
    ]) {
      expect(mayReadFrom(address), address).toBe(false);
    }
    for (const address of ["142.250.72.14", "2607:f8b0:4004:c1b::65"]) {
      expect(mayReadFrom(address), address).toBe(true);
    }
    expect(mayReadFrom("127.0.0.1", true)).toBe(true);
    expect(mayReadFrom("10.0.0.8", true)).toBe(false);
  });
});
