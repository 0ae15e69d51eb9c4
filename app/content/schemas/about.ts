import * as z from "zod";
import { cta, faqItem, item, sectionHeading, seo, stat, text } from "./common.ts";

/**
 * app/content/pages/about.md: the about page's front matter; the text below it is the company's
 * story, shown under `story.title`.
 */
export const aboutSchema = z.strictObject({
  seo,
  hero: z.strictObject({
    eyebrow: text,
    title: text,
    lead: text,
    /** The hero's picture (under the stats' eyebrow): founding, the figures, today's team. */
    journey: z.strictObject({ founded: text, today: text, team: text }),
  }),
  story: z.strictObject({
    eyebrow: text,
    title: text,
    cta,
    factsTitle: text,
    facts: z.array(z.strictObject({ label: text, value: text })),
  }),
  stats: z.strictObject({ ...sectionHeading, stats: z.array(stat).min(1) }),
  values: z.strictObject({ ...sectionHeading, items: z.array(item).min(1) }),
  faq: z.strictObject({ ...sectionHeading, items: z.array(faqItem).min(1) }),
});

export type AboutContent = z.output<typeof aboutSchema>;
