import * as z from "zod";
import { cta, iconName, item, sectionHeading, seo, step, template, text } from "./common.ts";
import { serviceSignature } from "./service-signature.ts";

/** A short figure in the hero or a stats band, e.g. "99.9%" and what it measures. */
const serviceFigure = z.strictObject({ value: text, label: text, description: text.optional() });
export type ServiceFigure = z.output<typeof serviceFigure>;

/** One thing we deliver: a card with an icon, optional deliverables and optional platforms. */
const offering = z.strictObject({
  title: text,
  description: text,
  icon: iconName,
  points: z.array(text).optional(),
  tags: z.array(text).optional(),
});
export type ServiceOffering = z.output<typeof offering>;

/** Every section has an anchor (`id`, used in links such as #offerings) and a heading. */
const heading = {
  id: z.string().regex(/^[a-z0-9-]+$/, "must be lower-case letters, digits and -"),
  ...sectionHeading,
};

const offerings = z.strictObject({
  type: z.literal("offerings"),
  ...heading,
  items: z.array(offering).min(1),
  /** Two wide columns suit few, detailed cards; three is the default. */
  columns: z.union([z.literal(2), z.literal(3)]).optional(),
});

const technologies = z.strictObject({
  type: z.literal("technologies"),
  ...heading,
  groups: z.array(z.strictObject({ label: text, items: z.array(text).min(1) })).min(1),
});

const process = z.strictObject({
  type: z.literal("process"),
  ...heading,
  steps: z.array(step).min(1),
});

/** Why choose us, advantages: icon cards, or numbered cards when the order matters. */
const reasons = z.strictObject({
  type: z.literal("reasons"),
  ...heading,
  items: z.array(item).min(1),
  layout: z.enum(["cards", "numbered"]).optional(),
});

const checklist = z.strictObject({
  type: z.literal("checklist"),
  ...heading,
  items: z.array(z.strictObject({ title: text, description: text })).min(1),
});

const stats = z.strictObject({
  type: z.literal("stats"),
  ...heading,
  items: z.array(serviceFigure).min(1),
});

/** A model explained in prose beside a list of its key points. */
const explainer = z.strictObject({
  type: z.literal("explainer"),
  ...heading,
  paragraphs: z.array(text).min(1),
  pointsTitle: text,
  points: z.array(text).min(1),
});

const comparison = z.strictObject({
  type: z.literal("comparison"),
  ...heading,
  caption: text,
  columns: z.strictObject({ aspect: text, ours: text, theirs: text }),
  rows: z.array(z.strictObject({ aspect: text, ours: text, theirs: text })).min(1),
});

/** The closing call to action: buttons, an optional text link, e-mail line and notes. */
const closing = z.strictObject({
  type: z.literal("cta"),
  ...heading,
  actions: z.array(cta).min(1),
  link: cta.optional(),
  /** A sentence with the address in it as a link: "Write to {address} and …". */
  email: z.strictObject({ text: template("address"), address: z.email() }).optional(),
  notes: z.array(text).optional(),
});

const section = z.discriminatedUnion("type", [
  offerings,
  technologies,
  process,
  reasons,
  checklist,
  stats,
  explainer,
  comparison,
  closing,
]);

/**
 * app/content/services/<name>.yaml: one service, whole: its card (home and /services), its
 * footer link and its page at /service/<name>.
 */
export const serviceSchema = z.strictObject({
  card: z.strictObject({
    title: text,
    description: text,
    features: z.array(text).min(1),
    technologies: z.array(text).min(1),
    icon: iconName,
  }),
  /** The service's name in the footer's list. */
  footerLabel: text,
  seo,
  /** What search engines file the service under (schema.org `serviceType`). */
  serviceType: text,
  hero: z.strictObject({
    eyebrow: text,
    title: text,
    lead: text,
    actions: z.array(cta).min(1),
    highlights: z.array(serviceFigure),
    /** The picture beside the hero's text on wide screens. */
    signature: serviceSignature,
  }),
  sections: z.array(section).min(1),
});

export type ServiceContent = z.output<typeof serviceSchema>;
export type ServiceSection = ServiceContent["sections"][number];
export type SectionOf<T extends ServiceSection["type"]> = Extract<ServiceSection, { type: T }>;
