import * as z from "zod";
import { closingCta, item, sectionHeading, seo, step, template, text } from "./common.ts";

/** app/content/pages/career.yaml: the career page and its openings. */
export const careerSchema = z.strictObject({
  seo,
  hero: z.strictObject({ eyebrow: text, title: text, lead: text, openingsButton: text }),
  openings: z.strictObject({
    ...sectionHeading,
    /** Each opening's link to its own page. */
    readMore: text,
    /** Shown when no opening is open. */
    none: text,
  }),
  /** The page of one opening, `/career/<slug>`; the openings themselves are in the inbox. */
  opening: z.strictObject({
    seoTitle: template("title"),
    back: text,
    factsLabel: text,
    department: text,
    location: text,
    employmentType: text,
    experience: text,
    salary: text,
    /** "{min} – {max} a year", the amounts written in rupees. */
    salaryRange: template("min", "max"),
    posted: text,
    applyBy: text,
    applyHeading: text,
    applyText: text,
    applyLabel: text,
    /** The 410 page of an opening that is closed or past its last day. */
    goneTitle: text,
    goneText: text,
    goneOthers: text,
  }),
  values: z.strictObject({ ...sectionHeading, items: z.array(item).min(1) }),
  benefits: z.strictObject({ ...sectionHeading, items: z.array(item).min(1) }),
  hiring: z.strictObject({ ...sectionHeading, steps: z.array(step).min(1), note: text }),
  areas: z.strictObject({ ...sectionHeading, items: z.array(item).min(1) }),
  closing: closingCta,
});

export type CareerContent = z.output<typeof careerSchema>;
