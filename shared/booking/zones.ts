/**
 * A booking's time as the visitor reads it, with the office's beside it: the one formatter the
 * page, the e-mail and the invitation's description share, so all three say the same time. The
 * visitor's zone comes from the browser or the zone switch; an alias (Asia/Calcutta, US/Eastern) is
 * read as its zone, UTC as UTC, and anything unknown as the office's zone.
 */
import type { Interval } from "./availability.ts";
import type { SlotView } from "./contract.ts";

/**
 * The ICU data in Node and in browsers still names some zones by their old IANA names; people
 * know them by the new ones. The switch and the pages show these.
 */
const CURRENT_NAMES: Readonly<Record<string, string>> = {
  "Asia/Calcutta": "Asia/Kolkata",
  "Asia/Katmandu": "Asia/Kathmandu",
  "Asia/Saigon": "Asia/Ho_Chi_Minh",
  "Asia/Rangoon": "Asia/Yangon",
  "Europe/Kiev": "Europe/Kyiv",
  "Atlantic/Faeroe": "Atlantic/Faroe",
  "America/Godthab": "America/Nuuk",
  "Pacific/Truk": "Pacific/Chuuk",
  "Pacific/Ponape": "Pacific/Pohnpei",
  "Pacific/Enderbury": "Pacific/Kanton",
  "America/Buenos_Aires": "America/Argentina/Buenos_Aires",
  "America/Indianapolis": "America/Indiana/Indianapolis",
  "America/Louisville": "America/Kentucky/Louisville",
  "Etc/UTC": "UTC",
  "Etc/GMT": "UTC",
};

/** The zone `input` names, by its current name; undefined when it names none. */
export function zoneNamed(input: string | null | undefined): string | undefined {
  const wanted = input?.trim();
  if (!wanted || wanted.length > 64) return undefined;
  try {
    const resolved = new Intl.DateTimeFormat("en", { timeZone: wanted }).resolvedOptions().timeZone;
    return CURRENT_NAMES[resolved] ?? resolved;
  } catch {
    return undefined;
  }
}

/** The visitor's zone: the one asked for when it is a zone, else the office's. */
export function visitorZone(input: string | null | undefined, officeZone: string): string {
  return zoneNamed(input) ?? zoneNamed(officeZone) ?? officeZone;
}

let choices: readonly string[] | undefined;

/** Every zone the switch offers, by current name, UTC among them, in alphabetical order. */
export function zoneChoices(): readonly string[] {
  // The same list for every page: worked out once (it makes a formatter per zone).
  choices ??= [
    ...new Set([...Intl.supportedValuesOf("timeZone").map((zone) => zoneNamed(zone)!), "UTC"]),
  ].toSorted();
  return choices;
}

const zoneNameFormatters = new Map<string, Intl.DateTimeFormat>();

/** The zone's name in words at `at` ("India Standard Time", "Eastern Daylight Time"). */
export function zoneLongName(zone: string, at: Date): string {
  let formatter = zoneNameFormatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-GB", { timeZone: zone, timeZoneName: "long" });
    zoneNameFormatters.set(zone, formatter);
  }
  const parts = formatter.formatToParts(at).find((part) => part.type === "timeZoneName");
  return parts?.value ?? zone;
}

/** A time as a zone reads it: the day and the clock, 24-hour. */
export interface LocalTime {
  /** "YYYY-MM-DD", for grouping slots by the visitor's day. */
  readonly isoDay: string;
  /** "Thursday 26 November 2026" */
  readonly day: string;
  /** "23:30" */
  readonly time: string;
  readonly zone: string;
  readonly zoneName: string;
}

/** Formatters are slow to make and a page formats hundreds of slots: one per zone. */
const formatters = new Map<string, { words: Intl.DateTimeFormat; month: Intl.DateTimeFormat }>();

function formattersOf(zone: string) {
  let made = formatters.get(zone);
  if (!made) {
    made = {
      words: new Intl.DateTimeFormat("en-GB", {
        timeZone: zone,
        weekday: "long",
        day: "numeric",
        month: "long",
        year: "numeric",
        hour: "2-digit",
        minute: "2-digit",
        hourCycle: "h23",
      }),
      month: new Intl.DateTimeFormat("en-CA", { timeZone: zone, month: "2-digit" }),
    };
    formatters.set(zone, made);
  }
  return made;
}

export function localTime(at: Date, zone: string): LocalTime {
  const { words, month: monthOf } = formattersOf(zone);
  const parts = Object.fromEntries(words.formatToParts(at).map((part) => [part.type, part.value]));
  const month = monthOf.format(at);
  return {
    isoDay: `${parts.year}-${month}-${String(parts.day).padStart(2, "0")}`,
    day: `${parts.weekday} ${parts.day} ${parts.month} ${parts.year}`,
    time: `${parts.hour}:${parts.minute}`,
    zone,
    zoneName: zoneLongName(zone, at),
  };
}

/** A meeting's start for the visitor, and for the office when its zone differs. */
export interface SlotTimes {
  readonly visitor: LocalTime;
  /** Absent when the visitor's zone keeps the office's clock at that time. */
  readonly office: LocalTime | undefined;
}

export function slotTimes(start: Date, zone: string, officeZone: string): SlotTimes {
  const visitor = localTime(start, zone);
  const office = localTime(start, officeZone);
  const same = visitor.isoDay === office.isoDay && visitor.time === office.time;
  return { visitor, office: same ? undefined : office };
}

/** One line for an e-mail or an invitation: "Thursday 26 November 2026, 23:30 Eastern Standard Time (10:00 India Standard Time)". */
export function slotLine(times: SlotTimes): string {
  const { visitor, office } = times;
  const own = `${visitor.day}, ${visitor.time} ${visitor.zoneName}`;
  if (!office) return own;
  const officeDay = office.isoDay === visitor.isoDay ? "" : `${office.day}, `;
  return `${own} (${officeDay}${office.time} ${office.zoneName})`;
}

/** A free time as a page offers it: the value its form posts, and the time in words. */
export function slotView(slot: Interval, zone: string, officeZone: string): SlotView {
  const times = slotTimes(slot.start, zone, officeZone);
  return {
    start: slot.start.toISOString(),
    time: times.visitor.time,
    officeTime: times.office?.time,
    line: slotLine(times),
  };
}
