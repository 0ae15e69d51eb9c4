import * as z from "zod";
import {
  closingCta,
  cta,
  faqItem,
  iconName,
  item,
  sectionHeading,
  seo,
  stat,
  step,
  text,
} from "./common.ts";

/** The marks the hero's technology strip can draw. */
export const techMarks = ["react", "node", "mongodb", "aws", "ai", "mobile"] as const;
export type TechMark = (typeof techMarks)[number];

const hero = z.strictObject({
  badge: text,
  /** The headline is `title` followed by `titleHighlight`, drawn in the brand's gradient. */
  title: text,
  titleHighlight: text,
  tagline: text,
  invitation: text,
  actions: z.array(cta).min(1),
  stackTitle: text,
  stack: z.array(z.strictObject({ name: text, mark: z.enum(techMarks) })),
  /** A decorative card: it illustrates, it reports nothing. */
  growth: z.strictObject({
    title: text,
    change: text,
    period: text,
    progressPercent: z.number().min(0).max(100),
  }),
  countersLabel: text,
  counters: z.array(stat).min(1),
  trustLine: text,
});

const offeringCard = z.strictObject({
  title: text,
  description: text,
  features: z.array(text),
  icon: iconName,
});

/** app/content/pages/home.yaml: the home page, in the order it shows its sections. */
export const homeSchema = z.strictObject({
  seo,
  hero,
  services: z.strictObject({
    ...sectionHeading,
    linkLabel: text,
    linkHref: z.string().startsWith("/"),
    cards: z.array(offeringCard).min(1),
    cta,
  }),
  technology: z.strictObject({
    ...sectionHeading,
    categories: z.array(
      z.strictObject({ name: text, icon: iconName, technologies: z.array(text).min(1) }),
    ),
    certificationsTitle: text,
    certifications: z.array(item),
    agileTitle: text,
    agileSteps: z.array(step).min(1),
  }),
  trackRecord: z.strictObject({
    ...sectionHeading,
    stats: z.array(stat).min(1),
    metricsLabel: text,
    metrics: z.array(z.strictObject({ value: text, label: text })),
    badgesLabel: text,
    badges: z.array(z.strictObject({ label: text, icon: iconName })),
  }),
  contact: z.strictObject({
    ...sectionHeading,
    nextStepsTitle: text,
    nextSteps: z.array(text).min(1),
    reachUsTitle: text,
  }),
  process: z.strictObject({ ...sectionHeading, steps: z.array(step).min(1) }),
  whyChoose: z.strictObject({ ...sectionHeading, items: z.array(item).min(1) }),
  testimonials: z.strictObject({
    ...sectionHeading,
    items: z.array(
      z.strictObject({
        name: text,
        role: text,
        /** Stars out of five. */
        rating: z.int().min(1).max(5),
        text,
        initial: text,
        /** The avatar's colour. */
        color: z.enum(["brand", "accent"]),
      }),
    ),
  }),
  faq: z.strictObject({ ...sectionHeading, items: z.array(faqItem).min(1) }),
  closing: closingCta,
});

export type HomeContent = z.output<typeof homeSchema>;
export type HomeHero = HomeContent["hero"];
export type Testimonial = HomeContent["testimonials"]["items"][number];
