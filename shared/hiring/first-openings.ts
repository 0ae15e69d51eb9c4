/**
 * The check of the openings a new installation starts with (app/content/openings.yaml), shared
 * by the site's build and the server's reader (server/hiring/first-openings.ts). Node only.
 */
import * as z from "zod";
import { slottedText } from "#shared/site/slots.ts";
import {
  EMPLOYMENT_TYPES,
  SLUG_MAX_LENGTH,
  SLUG_PATTERN,
  WORKPLACES,
  type EmploymentType,
  type Workplace,
} from "./openings.ts";

const text = slottedText();
const lines = z.array(text).min(1, "must list at least one");

const firstOpening = z.strictObject({
  slug: z
    .string()
    .max(SLUG_MAX_LENGTH)
    .regex(SLUG_PATTERN, "must be lower-case letters and digits, words joined by single hyphens"),
  title: text,
  department: text,
  workplace: z.enum(Object.keys(WORKPLACES) as [Workplace, ...Workplace[]]),
  employmentType: z.enum(Object.keys(EMPLOYMENT_TYPES) as [EmploymentType, ...EmploymentType[]]),
  experience: text,
  datePosted: z.iso.date('must be a day written as "YYYY-MM-DD", in quotes'),
  summary: text,
  responsibilities: lines,
  skills: lines,
});

export const firstOpeningsSchema = z.strictObject({
  headings: z.strictObject({ responsibilities: text, skills: text }),
  openings: z
    .array(firstOpening)
    .refine(
      (openings) => new Set(openings.map((opening) => opening.slug)).size === openings.length,
      "two openings have the same slug",
    ),
});

export type FirstOpeningsContent = z.output<typeof firstOpeningsSchema>;
