import { describe, expect, it } from "vitest";
import { nearestSlots, openSlots, refusalOf, rulesOf, type Calendar } from "./availability.ts";
import { bookingSettingsSchema } from "./settings.ts";
import { slotLine, slotTimes, visitorZone, zoneChoices } from "./zones.ts";

const OFFICE = "Asia/Kolkata";
const officeHours = [
  {
    dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
    opens: "10:00",
    closes: "18:00",
  },
  { dayOfWeek: ["Saturday"], opens: undefined, closes: undefined },
];

/** The consultation's rules from a settings file as the team would write it, with changes. */
function rules(
  changes: Record<string, unknown> = {},
  holidays: ReadonlySet<string> = new Set(["2027-01-26"]),
) {
  const consultation = {
    lengthMinutes: 30,
    weeklyHours: "office",
    minimumNoticeHours: 0,
    horizonDays: 21,
    bufferMinutes: 0,
    dailyCap: 20,
    changesCloseHours: 2,
    reminderHours: [24, 1],
    ...changes,
  };
  const emails = {
    confirmation: { subject: "s", summary: "m", body: "{time} {link}" },
    rescheduled: { subject: "s", body: "{time} {link}" },
    cancelled: { subject: "s", reason: "{reason}", body: "{time}{reason}" },
    reminder: { subject: "s", body: "{time} {link}" },
    consultantReminder: { subject: "s", body: "{time} {link}" },
  };
  const settings = bookingSettingsSchema.parse({
    eventTypes: { consultation, interview: consultation },
    refused: { notice: "n", horizon: "h", closed: "c", taken: "t", cap: "d" },
    emails,
    interviewEmails: { ...emails, scorecardReminder: { subject: "s", body: "{time} {link}" } },
  });
  return rulesOf(
    settings.eventTypes.consultation,
    { timeZone: OFFICE, hours: officeHours },
    holidays,
  );
}

/** An instant given as the office's wall clock. */
const ist = (local: string) => new Date(`${local}+05:30`);
const free: Calendar = { bookings: [], busy: [] };
const meeting = (local: string, minutes = 30) => ({
  start: ist(local),
  end: new Date(ist(local).getTime() + minutes * 60_000),
});
/** The office's clock times of the slots offered on one office day. */
function timesOn(day: string, slots: readonly { start: Date }[]): string[] {
  return slots
    .map((slot) => slotTimes(slot.start, OFFICE, OFFICE).visitor)
    .filter((local) => local.isoDay === day)
    .map((local) => local.time);
}

// Monday 11 January 2027, 08:00 in Indore.
const monday8 = ist("2027-01-11T08:00");

describe("the slots of an event type", () => {
  it("sit on a 30-minute grid in the office's time, inside the day's hours", () => {
    const slots = openSlots(rules(), monday8, free);
    const monday = timesOn("2027-01-11", slots);
    expect(monday[0]).toBe("10:00");
    expect(monday.at(-1)).toBe("17:30");
    expect(monday).toHaveLength(16);
    expect(monday.every((time) => time.endsWith(":00") || time.endsWith(":30"))).toBe(true);
    expect(refusalOf(rules(), monday8, free, ist("2027-01-11T17:45"))).toBe("closed");
    expect(refusalOf(rules(), monday8, free, ist("2027-01-11T10:15"))).toBe("closed");
  });

  it("align to the office's midnight, not to an opening at a quarter past", () => {
    const late = rules({ overrides: [{ date: "2027-01-12", time: "9:45 AM – 12:00 PM" }] });
    expect(timesOn("2027-01-12", openSlots(late, monday8, free))).toEqual([
      "10:00",
      "10:30",
      "11:00",
      "11:30",
    ]);
  });

  it("keep the minimum notice, and a forged post inside it is refused", () => {
    const fourHours = rules({ minimumNoticeHours: 4 });
    expect(timesOn("2027-01-11", openSlots(fourHours, monday8, free))[0]).toBe("12:00");
    expect(refusalOf(fourHours, monday8, free, ist("2027-01-11T11:30"))).toBe("notice");
    expect(refusalOf(fourHours, monday8, free, ist("2027-01-11T12:00"))).toBeUndefined();
    expect(refusalOf(fourHours, monday8, free, ist("2027-01-08T12:00"))).toBe("notice");
  });

  it("end at the horizon, and a forged post beyond it is refused", () => {
    const slots = openSlots(rules({ horizonDays: 21 }), monday8, free);
    // 21 days after Monday 11 January is Monday 1 February.
    expect(timesOn("2027-02-01", slots)).toHaveLength(16);
    expect(slots.at(-1)!.start).toEqual(ist("2027-02-01T17:30"));
    expect(refusalOf(rules({ horizonDays: 21 }), monday8, free, ist("2027-02-02T10:00"))).toBe(
      "horizon",
    );
  });

  it("keep the buffer after every meeting, on both sides of a booking", () => {
    const booked: Calendar = { bookings: [meeting("2027-01-11T11:00")], busy: [] };
    const buffered = rules({ bufferMinutes: 15 });
    const monday = timesOn("2027-01-11", openSlots(buffered, monday8, booked));
    expect(monday.slice(0, 3)).toEqual(["10:00", "12:00", "12:30"]);
    expect(refusalOf(buffered, monday8, booked, ist("2027-01-11T10:30"))).toBe("taken");
    expect(refusalOf(buffered, monday8, booked, ist("2027-01-11T11:30"))).toBe("taken");
    expect(refusalOf(buffered, monday8, booked, ist("2027-01-11T11:00"))).toBe("taken");
  });

  it("stop at the daily cap, that day only", () => {
    const booked: Calendar = {
      bookings: [meeting("2027-01-11T10:00"), meeting("2027-01-11T14:00")],
      busy: [],
    };
    const capped = rules({ dailyCap: 2 });
    const slots = openSlots(capped, monday8, booked);
    expect(timesOn("2027-01-11", slots)).toEqual([]);
    expect(timesOn("2027-01-12", slots)).toHaveLength(16);
    expect(refusalOf(capped, monday8, booked, ist("2027-01-11T16:00"))).toBe("cap");
  });

  it("skip closed days: the weekly closed days, the holidays, and a date closed by an override", () => {
    const closed = rules({ overrides: [{ date: "2027-01-13", time: "Closed" }] });
    const slots = openSlots(closed, monday8, free);
    expect(timesOn("2027-01-16", slots)).toEqual([]); // Saturday: closed in these hours
    expect(timesOn("2027-01-17", slots)).toEqual([]); // Sunday: not in the hours at all
    expect(timesOn("2027-01-26", slots)).toEqual([]); // Republic Day, in the holidays file
    expect(timesOn("2027-01-13", slots)).toEqual([]); // closed by the override
    expect(refusalOf(closed, monday8, free, ist("2027-01-26T10:00"))).toBe("closed");
  });

  it("follow a date's override, which also opens a holiday or a Sunday", () => {
    const opened = rules({
      overrides: [
        { date: "2027-01-17", time: "11:00 AM – 12:00 PM" },
        { date: "2027-01-26", time: "4:00 PM – 5:00 PM" },
        { date: "2027-01-12", time: "10:00 AM – 11:00 AM" },
      ],
    });
    const slots = openSlots(opened, monday8, free);
    expect(timesOn("2027-01-17", slots)).toEqual(["11:00", "11:30"]);
    expect(timesOn("2027-01-26", slots)).toEqual(["16:00", "16:30"]);
    expect(timesOn("2027-01-12", slots)).toEqual(["10:00", "10:30"]);
  });

  it("leave out the consultant's busy times", () => {
    const busy: Calendar = { bookings: [], busy: [meeting("2027-01-12T13:10", 60)] };
    const tuesday = timesOn("2027-01-12", openSlots(rules(), monday8, busy));
    expect(tuesday).not.toContain("13:00");
    expect(tuesday).not.toContain("13:30");
    expect(tuesday).not.toContain("14:00");
    expect(tuesday).toContain("12:30");
    expect(tuesday).toContain("14:30");
  });

  it("offer the nearest free times around a taken one", () => {
    const booked: Calendar = { bookings: [meeting("2027-01-12T11:00")], busy: [] };
    const nearest = nearestSlots(rules(), monday8, booked, ist("2027-01-12T11:00"), 2);
    expect(nearest.map((slot) => slot.start)).toEqual([
      ist("2027-01-12T10:30"),
      ist("2027-01-12T11:30"),
    ]);
  });
});

describe("a slot in the visitor's zone, with the office's beside it", () => {
  it("shows 10:00 IST in New York as 23:30 the day before in winter, 00:30 the same day in summer", () => {
    const winter = slotTimes(ist("2027-01-11T10:00"), "America/New_York", OFFICE);
    expect(winter.visitor).toMatchObject({ day: "Sunday 10 January 2027", time: "23:30" });
    expect(winter.office).toMatchObject({ day: "Monday 11 January 2027", time: "10:00" });
    expect(slotLine(winter)).toBe(
      "Sunday 10 January 2027, 23:30 Eastern Standard Time (Monday 11 January 2027, 10:00 India Standard Time)",
    );
    const summer = slotTimes(ist("2027-07-12T10:00"), "America/New_York", OFFICE);
    expect(summer.visitor).toMatchObject({ day: "Monday 12 July 2027", time: "00:30" });
    expect(slotLine(summer)).toBe(
      "Monday 12 July 2027, 00:30 Eastern Daylight Time (10:00 India Standard Time)",
    );
  });

  it("reads an alias as its zone, UTC as UTC, and an unknown zone as the office's", () => {
    expect(visitorZone("Asia/Calcutta", OFFICE)).toBe("Asia/Kolkata");
    expect(visitorZone("US/Eastern", OFFICE)).toBe("America/New_York");
    expect(visitorZone("UTC", OFFICE)).toBe("UTC");
    expect(visitorZone("Etc/UTC", OFFICE)).toBe("UTC");
    expect(visitorZone("Mars/Olympus_Mons", OFFICE)).toBe("Asia/Kolkata");
    expect(visitorZone(undefined, OFFICE)).toBe("Asia/Kolkata");
    expect(slotTimes(ist("2027-01-11T10:00"), "UTC", OFFICE).visitor.time).toBe("04:30");
    // The same clock as the office's: nothing to show beside it.
    expect(
      slotTimes(ist("2027-01-11T10:00"), visitorZone("Asia/Calcutta", OFFICE), OFFICE).office,
    ).toBeUndefined();
  });

  it("offers every zone by its current name in the switch", () => {
    const choices = zoneChoices();
    expect(choices).toContain("Asia/Kolkata");
    expect(choices).toContain("UTC");
    expect(choices).toContain("America/New_York");
    expect(choices).not.toContain("Asia/Calcutta");
  });
});
