/**
 * The shapes every page's content shares, checked when the site is built: a mistake names the
 * file and the field. Page components take their types from here (`z.output`), so content and
 * components agree by construction.
 */
import * as z from "zod";
import { siteFacts } from "#server/site/facts.ts";
import { icons, type IconName } from "#app/lib/icon-names.ts";

/** Any `{name}` left after the facts were filled in: a fact the file does not have. */
const LEFT_PLACEHOLDER = /\{[^{}\s]*\}/g;

function placeholderCheck(allowed: readonly string[]) {
  return (value: string, context: z.core.$RefinementCtx<string>) => {
    for (const [placeholder] of value.matchAll(LEFT_PLACEHOLDER)) {
      if (allowed.includes(placeholder.slice(1, -1))) continue;
      context.addIssue({
        code: "custom",
        message: allowed.length
          ? `${placeholder} is no placeholder here; this text may use ${allowed.map((name) => `{${name}}`).join(", ")}`
          : `${placeholder} names no fact in app/content/site.yaml (a fact's path in braces, such as {company})`,
      });
    }
  };
}

/** A line of copy: not empty, every placeholder a known fact. */
export const text = textWith();

/**
 * A text the page may complete as it shows it, e.g. "Your {kind} has been received.": it may use
 * `names` and no other placeholder. `fillIn` (app/lib/fill-in.ts) completes it.
 */
export function textWith(...names: string[]) {
  return z.string().trim().min(1).superRefine(placeholderCheck(names));
}

/** A text the page completes as it shows it, e.g. "Rated {stars} out of {max}": each of `names`. */
export function template(...names: string[]) {
  return textWith(...names).superRefine((value, context) => {
    for (const name of names) {
      if (!value.includes(`{${name}}`)) {
        context.addIssue({ code: "custom", message: `must contain {${name}}` });
      }
    }
  });
}

/** A page of the site ("/contact"), a place on the page ("#offerings") or another site. */
export const href = z
  .string()
  .regex(
    /^(\/|#|https:\/\/|mailto:|tel:)/,
    "must start with / (a page here), # (a part of this page), https://, mailto: or tel:",
  );

export const iconName = z.enum(Object.keys(icons) as [IconName, ...IconName[]]);

export const cta = z.strictObject({ label: text, href });
export type Cta = z.output<typeof cta>;

/** What search results show for a page; the site's name follows the title. */
export const seo = z.strictObject({
  title: text,
  description: text.pipe(z.string().min(50).max(200)),
});
export type PageSeo = z.output<typeof seo>;

/** The heading block of a section. */
export const sectionHeading = {
  eyebrow: text.optional(),
  title: text,
  intro: text.optional(),
};

export const item = z.strictObject({
  title: text,
  description: text,
  icon: iconName.optional(),
});
export type Item = z.output<typeof item>;

/** A step of a process; `duration` says how long it usually takes ("Week 1"). */
export const step = z.strictObject({ title: text, description: text, duration: text.optional() });
export type Step = z.output<typeof step>;

export const faqItem = z.strictObject({ question: text, answer: text });
export type FaqItem = z.output<typeof faqItem>;

const figureNames = Object.keys(siteFacts.figures) as [string, ...string[]];

/** A counter: one of the figures in app/content/site.yaml, and what it counts. */
export const stat = z
  .strictObject({ figure: z.enum(figureNames), label: text, subtitle: text.optional() })
  .transform(({ figure, ...rest }) => {
    const { value, suffix } = siteFacts.figures[figure]!;
    return { value, suffix, ...rest };
  });
export type Stat = z.output<typeof stat>;

/** A closing call to action: a heading, a sentence, buttons and optional short notes. */
export const closingCta = z.strictObject({
  title: text,
  text,
  actions: z.array(cta).min(1),
  notes: z.array(text).optional(),
});
