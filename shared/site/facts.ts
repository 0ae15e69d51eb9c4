/**
 * The company's facts, as `app/content/site.yaml` states them: the one schema both readers share.
 * Vite (the pages and their islands) and Node (the server, the scripts, the tests) each read the
 * file their own way and check it here, so every page, e-mail and piece of structured data says
 * the same about the company.
 */
import * as z from "zod";
import {
  replyPromiseFigure,
  replyPromiseText,
  type OpeningTimes,
  type ReplyClockKind,
  type ReplyPromiseSetting,
} from "./reply-promise.ts";

export const WEEKDAYS = [
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
  "Sunday",
] as const;
type Weekday = (typeof WEEKDAYS)[number];

const text = z.string().trim().min(1, "must not be empty");
const year = z.int("must be a year such as 2019").min(1900).max(2100);

/** "+91 98765 43210": a plus, the country code and the digits, spaced as people read them. */
const phone = z
  .string()
  .regex(/^\+\d[\d ]{6,}\d$/, "must be written like +91 98765 43210 (a plus, then digits)");

/** A range "Monday – Friday" (an en dash, a hyphen or "to" between) or one day, "Saturday". */
function daysOf(days: string): Weekday[] | undefined {
  const [first, last = first, ...rest] = days.split(/\s*(?:–|-|\bto\b)\s*/);
  const from = WEEKDAYS.indexOf(first as Weekday);
  const to = WEEKDAYS.indexOf(last as Weekday);
  if (rest.length > 0 || from < 0 || to < from) return undefined;
  return WEEKDAYS.slice(from, to + 1);
}

const CLOCK = /^(1[0-2]|[1-9]):([0-5]\d) (AM|PM)$/;

/** "9:00 AM" → "09:00", as schema.org's opening hours want it. */
export function twentyFourHour(time: string): string | undefined {
  const match = CLOCK.exec(time);
  if (!match) return undefined;
  const [, hours, minutes, half] = match;
  const hour = (Number(hours) % 12) + (half === "PM" ? 12 : 0);
  return `${String(hour).padStart(2, "0")}:${minutes}`;
}

export const CLOSED = "Closed";

/** One line of opening hours, "Monday – Friday" / "9:00 AM – 6:00 PM"; booking.yaml writes its hours alike. */
export const openingHoursSchema = z
  .strictObject({
    days: text.refine((days) => daysOf(days) !== undefined, {
      error: "must be a day or a range of days, such as Monday – Friday",
    }),
    time: text.refine(
      (time) => {
        if (time === CLOSED) return true;
        const [opens, closes, ...rest] = time.split(/\s*[–-]\s*/);
        return rest.length === 0 && !!twentyFourHour(opens!) && !!twentyFourHour(closes ?? "");
      },
      { error: `must be "${CLOSED}" or opening and closing times, such as 9:00 AM – 6:00 PM` },
    ),
  })
  .transform(({ days, time }) => {
    const [opens, closes] = time.split(/\s*[–-]\s*/).map(twentyFourHour);
    return {
      days,
      time,
      dayOfWeek: daysOf(days)!,
      /** Absent on a closed day. */
      opens: time === CLOSED ? undefined : opens,
      closes: time === CLOSED ? undefined : closes,
    };
  });

/** A figure as pages show it: a number, then what follows it ("300+", "95%", "1M+"). */
const figure = z
  .string("must be a number with what follows it, such as 300+ or 95%")
  .or(z.number().transform(String))
  .pipe(z.string().regex(/^\d+(\.\d+)?\S*$/, "must be a number with what follows it, such as 300+"))
  .transform((shown) => {
    const [, digits = "0", suffix = ""] = /^(\d+(?:\.\d+)?)(.*)$/.exec(shown) ?? [];
    return { shown, value: Number(digits), suffix };
  });

export const timeZoneSchema = text.refine(
  (zone) => {
    try {
      new Intl.DateTimeFormat("en", { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  },
  { error: "must be a time zone such as Asia/Kolkata" },
);

/**
 * Facts the specification gives differently on different pages (docs/editing-content.md, "Facts
 * to settle"): the go-live check names each until the company confirms it in the facts file.
 */
export const FACTS_TO_SETTLE = [
  "projects",
  "clients",
  "years",
  "replyPromise",
  "teamSize",
  "grievanceOfficer",
  "regions",
  "supportHours",
] as const;
export type FactToSettle = (typeof FACTS_TO_SETTLE)[number];

/** The file as written: every field checked, nothing derived yet. */
const siteFactsFile = z.strictObject({
  company: text,
  legalName: text,
  tagline: text,
  foundingYear: year,
  copyrightFrom: year,
  replyHours: z.number("must be a number of hours, such as 24").positive("must be more than 0"),
  phone,
  email: z.strictObject({
    sales: z.email(),
    careers: z.email(),
    legal: z.email(),
    enquiries: z.email(),
    website: z.email(),
    security: z.email(),
  }),
  grievanceOfficer: z.strictObject({ name: text, title: text, email: z.email() }),
  securityTxt: z.strictObject({
    validityDays: z.int("must be a whole number of days").min(1).max(365),
    preferredLanguages: z
      .array(z.string().regex(/^[a-z]{2,3}(-[A-Za-z0-9]+)*$/, "must be a language tag such as en"))
      .min(1),
  }),
  address: z.strictObject({
    street: text,
    city: text,
    region: text,
    postalCode: text.or(z.int().transform(String)),
    country: text,
    countryCode: z.string().regex(/^[A-Z]{2}$/, "must be two capital letters, such as IN"),
  }),
  map: z.strictObject({
    latitude: z.number().min(-90).max(90),
    longitude: z.number().min(-180).max(180),
  }),
  hours: z.array(openingHoursSchema).min(1),
  timeZone: timeZoneSchema,
  areasServed: z.array(text).min(1),
  social: z.strictObject({ instagram: z.url(), linkedin: z.url() }),
  keywords: text,
  figures: z.record(z.string().regex(/^[a-z][A-Za-z]*$/), figure),
  settled: z.strictObject(
    Object.fromEntries(FACTS_TO_SETTLE.map((fact) => [fact, z.boolean()])) as Record<
      FactToSettle,
      z.ZodBoolean
    >,
  ),
});

/** OpenStreetMap's embeddable map and its page, both centred on the office. */
function mapUrls({ latitude, longitude }: { latitude: number; longitude: number }) {
  const box = [longitude - 0.01, latitude - 0.005, longitude + 0.01, latitude + 0.005]
    .map((edge) => edge.toFixed(4))
    .join("%2C");
  return {
    embedUrl: `https://www.openstreetmap.org/export/embed.html?bbox=${box}&layer=mapnik&marker=${latitude}%2C${longitude}`,
    linkUrl: `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=16/${latitude}/${longitude}`,
  };
}

export const siteFactsSchema = siteFactsFile.transform((file) => {
  return withReplyPromise(
    {
      ...file,
      /** The registered name may quote the company's: "{company} Private Limited". */
      legalName: file.legalName.replaceAll("{company}", file.company),
      phone: { display: file.phone, href: `tel:${file.phone.replaceAll(" ", "")}` },
      map: { ...file.map, ...mapUrls(file.map) },
      /** The team's mailbox and the sender of the site's e-mails, as environment defaults. */
      notify: { to: file.email.enquiries, from: `${file.company} Website <${file.email.website}>` },
    },
    { hours: file.replyHours, clock: "calendar" },
  );
});

export type SiteFacts = z.output<typeof siteFactsSchema>;

/**
 * The facts with the reply promise the environment sets (shared/site/reply-promise.ts): its hours,
 * its clock, its words `{replyPromise}` and its figure `{replyPromiseFigure}`, so every text
 * quoting it says the same.
 */
export function withReplyPromise<Facts extends { hours: readonly OpeningTimes[] }>(
  facts: Facts,
  promise: ReplyPromiseSetting,
): Facts & {
  replyHours: number;
  replyClock: ReplyClockKind;
  replyPromise: string;
  replyPromiseFigure: string;
} {
  return {
    ...facts,
    replyHours: promise.hours,
    replyClock: promise.clock,
    replyPromise: replyPromiseText(promise, facts.hours),
    replyPromiseFigure: replyPromiseFigure(promise, facts.hours),
  };
}
export type Figure = SiteFacts["figures"][string];

function flatten(facts: object, path = ""): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [key, value] of Object.entries(facts)) {
    if (typeof value === "string" || typeof value === "number") flat[path + key] = String(value);
    else if (value && typeof value === "object")
      Object.assign(flat, flatten(value, `${path + key}.`));
  }
  return flat;
}

/**
 * Every fact a text may quote, by its path in the file: `{company}`, `{address.city}`,
 * `{replyPromise}` ("within 24 hours"), `{replyPromiseFigure}` ("24 h"), `{figures.projectsLaunched}` (as shown: "100+"). Lists are not quotable.
 */
export function quotableFacts(facts: SiteFacts): Record<string, string> {
  const {
    hours: _hours,
    areasServed: _areas,
    securityTxt: _securityTxt,
    phone,
    map,
    notify: _notify,
    replyClock: _replyClock,
    figures,
    ...rest
  } = facts;
  return {
    ...flatten(rest),
    phone: phone.display,
    ...flatten({ map: { latitude: map.latitude, longitude: map.longitude } }),
    ...flatten({
      figures: Object.fromEntries(Object.entries(figures).map(([k, f]) => [k, f.shown])),
    }),
  };
}

/** The copyright line's years: from the first year the file names to the year of the build. */
export function copyrightYears(facts: Pick<SiteFacts, "copyrightFrom">, now = new Date()): string {
  const current = now.getFullYear();
  return current > facts.copyrightFrom
    ? `${facts.copyrightFrom}-${current}`
    : String(facts.copyrightFrom);
}

/** `{company}`, `{address.city}`: a fact's path in braces. */
const PLACEHOLDER = /\{([A-Za-z][\w.]*)\}/g;

/**
 * A text with its placeholders replaced by the facts they name. An unknown name is returned in
 * `unknown` (and left in the text), so the caller can say which file and field hold it.
 */
export function fillPlaceholders(
  text: string,
  facts: Readonly<Record<string, string>>,
): { text: string; unknown: string[] } {
  const unknown: string[] = [];
  const filled = text.replace(PLACEHOLDER, (placeholder, name: string) => {
    const value = facts[name];
    if (value === undefined) unknown.push(placeholder);
    return value ?? placeholder;
  });
  return { text: filled, unknown };
}

/** The logo's two-tone word mark: the name's last word in the accent colour, the rest before it. */
export function wordMark(company: string): { lead: string; accent: string } {
  const words = company.split(" ");
  const accent = words.length > 1 ? words.pop()! : "";
  return { lead: words.join(" "), accent };
}
