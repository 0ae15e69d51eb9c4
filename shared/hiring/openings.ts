/**
 * Job openings: the team publishes them in the inbox (`/admin/openings`), the site shows each
 * open one at `/career/<slug>`. One schema checks the inbox's form on the server and describes
 * what the store keeps.
 */
import { TZDate } from "@date-fns/tz";
import * as z from "zod";
import { CAREER_PATH } from "#shared/site/sitemap-paths.ts";

export const OPENING_STATES = ["draft", "open", "closed"] as const;
export type OpeningState = (typeof OPENING_STATES)[number];

/** Each employment type with the name schema.org's JobPosting gives it. */
export const EMPLOYMENT_TYPES = {
  "full-time": { label: "Full-time", schemaOrg: "FULL_TIME" },
  "part-time": { label: "Part-time", schemaOrg: "PART_TIME" },
  contract: { label: "Contract", schemaOrg: "CONTRACTOR" },
  internship: { label: "Internship", schemaOrg: "INTERN" },
} as const;
export type EmploymentType = keyof typeof EMPLOYMENT_TYPES;
const employmentTypeIds = Object.keys(EMPLOYMENT_TYPES) as [EmploymentType, ...EmploymentType[]];

/** Where the work is done; the office is always the company's, in Indore. */
export const WORKPLACES = {
  "on-site": "On-site",
  hybrid: "Hybrid",
  remote: "Remote",
} as const;
export type Workplace = keyof typeof WORKPLACES;
const workplaceIds = Object.keys(WORKPLACES) as [Workplace, ...Workplace[]];

/** A new opening is valid this many days after it is posted unless the team says otherwise. */
export const DEFAULT_VALID_DAYS = 60;

/** Lower-case words joined by single hyphens: the last segment of `/career/<slug>`. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MAX_LENGTH = 80;

/**
 * The address an opening's title suggests: its letters and digits in lower case, accents taken
 * off, every other run of characters one hyphen, cut at a word to fit. The inbox's form fills
 * it in as the title is typed, and the server makes it when the field is left empty.
 */
export function slugFromTitle(title: string): string {
  const words = title
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let slug = "";
  for (const word of words) {
    const longer = slug ? `${slug}-${word}` : word;
    if (longer.length > SLUG_MAX_LENGTH) return slug || word.slice(0, SLUG_MAX_LENGTH);
    slug = longer;
  }
  return slug;
}

const day = z.iso.date({ error: "Enter a day as YYYY-MM-DD" });
const RUPEES = { error: "Enter a whole number of rupees in digits only, such as 600000" };
/** Digits only: Number() would also read "1e3", "0x10", "+5" or " 5" as a number. */
const rupees = z.preprocess(
  (value) => (value === "" || value === null ? undefined : value),
  z
    .string(RUPEES)
    .regex(/^\d+$/, RUPEES)
    .transform(Number)
    .pipe(z.number().positive(RUPEES).max(1_000_000_000, RUPEES))
    .optional(),
);

/** What the team writes about an opening; its state and dates of publication are the store's. */
export const openingInputSchema = z
  .strictObject({
    title: z
      .string()
      .trim()
      .min(3, { error: "Title must be at least 3 characters" })
      .max(120, { error: "Title must be at most 120 characters" }),
    slug: z
      .string()
      .trim()
      .max(SLUG_MAX_LENGTH, { error: `Address must be at most ${SLUG_MAX_LENGTH} characters` })
      .regex(SLUG_PATTERN, {
        error: "Address: lower-case letters and digits, words joined by single hyphens",
      }),
    department: z
      .string()
      .trim()
      .min(2, { error: "Department must be at least 2 characters" })
      .max(80, { error: "Department must be at most 80 characters" }),
    workplace: z.enum(workplaceIds, { error: "Choose on-site, hybrid or remote" }),
    employmentType: z.enum(employmentTypeIds, { error: "Choose an employment type" }),
    experience: z
      .string()
      .trim()
      .min(2, { error: "Experience must be at least 2 characters" })
      .max(60, { error: "Experience must be at most 60 characters" }),
    salaryMin: rupees,
    salaryMax: rupees,
    description: z
      .string()
      .trim()
      .min(50, { error: "Description must be at least 50 characters" })
      .max(20_000, { error: "Description must be at most 20,000 characters" }),
    datePosted: day,
    validThrough: day,
  })
  .superRefine((opening, context) => {
    if ((opening.salaryMin === undefined) !== (opening.salaryMax === undefined)) {
      context.addIssue({
        code: "custom",
        path: ["salaryMax"],
        message: "Give both ends of the salary range, or neither",
      });
    } else if (
      opening.salaryMin !== undefined &&
      opening.salaryMax !== undefined &&
      opening.salaryMax < opening.salaryMin
    ) {
      context.addIssue({
        code: "custom",
        path: ["salaryMax"],
        message: "The top of the range must not be below its bottom",
      });
    }
    if (opening.validThrough < opening.datePosted) {
      context.addIssue({
        code: "custom",
        path: ["validThrough"],
        message: "Valid through must not be before the day it is posted",
      });
    }
  });
export type OpeningInput = z.output<typeof openingInputSchema>;
export type OpeningField = keyof OpeningInput;

export interface Opening extends OpeningInput {
  readonly id: string;
  readonly state: OpeningState;
  /** Set at the first publication; from then on the slug stays. */
  readonly publishedAt: Date | undefined;
  readonly updatedAt: Date;
}

/** The calendar day (YYYY-MM-DD) an instant falls on in the company's time zone. */
export function dayIn(timeZone: string, at: Date): string {
  const clock = new TZDate(at, timeZone);
  const two = (value: number) => String(value).padStart(2, "0");
  return `${clock.getFullYear()}-${two(clock.getMonth() + 1)}-${two(clock.getDate())}`;
}

/** The last second of the day `YYYY-MM-DD` in `timeZone`, written with its offset. */
export function lastValidInstant(day: string, timeZone: string): string {
  const [year = 0, month = 1, date = 1] = day.split("-").map(Number);
  return new TZDate(year, month - 1, date, 23, 59, 59, timeZone).toISOString().replace(".000", "");
}

/** An opening's own page. */
export function openingPath(slug: string): string {
  return `${CAREER_PATH}/${slug}`;
}

/** The query parameter that names the opening applied for on /start-project. */
export const OPENING_PARAMETER = "opening";

/** Where an opening's Apply leads: the job form, its position filled in and the opening named. */
export function applyPath(slug: string): string {
  return `/start-project?tab=job&${OPENING_PARAMETER}=${encodeURIComponent(slug)}`;
}

/**
 * The page the server renders for `applyPath(slug)`: /start-project on the job tab for that
 * opening. The visitor's address stays the one above.
 */
export function applicationFormPath(slug: string): string {
  return `/start-project/opening/${encodeURIComponent(slug)}`;
}

/** `day` plus `days` calendar days, as YYYY-MM-DD. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Open and not past its last valid day: what visitors see and search engines are told. */
export function isListed(opening: Pick<Opening, "state" | "validThrough">, today: string): boolean {
  return opening.state === "open" && opening.validThrough >= today;
}

/** What a visitor finds at `/career/<slug>`. */
export type OpeningLookup =
  | { readonly status: "listed"; readonly opening: Opening }
  /** Closed or expired: 410, with the current openings. */
  | { readonly status: "gone"; readonly opening: Opening }
  /** Never published (a draft) or no such slug: 404. */
  | { readonly status: "unknown" };

/** The openings as the public pages read them (`Astro.locals.openings`). */
export interface OpeningsDirectory {
  /** Open and unexpired, newest first. */
  listed(): Promise<Opening[]>;
  find(slug: string): Promise<OpeningLookup>;
  /** Today in the company's time zone (the server's clock, which tests move). */
  today(): string;
}
