import * as z from "zod";
import { isoDay } from "./dates";
import { closingCta, href, item, sectionHeading, seo, step, template, text } from "./common";

/** A job opening. Adding one is adding an entry to the list; its page data follows. */
export const jobOpening = z.strictObject({
  role: text,
  type: z.enum(["Full-time", "Internship"]),
  location: text,
  /** As shown, e.g. "2-4 years" or "Fresher". */
  experience: text,
  description: text,
  skills: z.array(text).min(1),
  /** The day the opening was published. */
  datePosted: isoDay,
});
export type JobOpening = z.output<typeof jobOpening>;

/** app/content/pages/career.yaml: the career page and its openings. */
export const careerSchema = z.strictObject({
  seo,
  hero: z.strictObject({ eyebrow: text, title: text, lead: text, openingsButton: text }),
  openings: z.strictObject({
    ...sectionHeading,
    applyLabel: text,
    applyHref: href,
    /** What search engines read after an opening's description. */
    postingDetails: template("experience", "skills"),
    list: z.array(jobOpening),
  }),
  values: z.strictObject({ ...sectionHeading, items: z.array(item).min(1) }),
  benefits: z.strictObject({ ...sectionHeading, items: z.array(item).min(1) }),
  hiring: z.strictObject({ ...sectionHeading, steps: z.array(step).min(1), note: text }),
  areas: z.strictObject({ ...sectionHeading, items: z.array(item).min(1) }),
  closing: closingCta,
});

export type CareerContent = z.output<typeof careerSchema>;
