import * as z from "zod";
import { seo, text } from "./common.ts";

/**
 * app/content/pages/styleguide.yaml: the words of the hidden /styleguide page that are its own
 * (its heading, the name of each block and of each state shown). The components it shows carry
 * the site's real content.
 */
export const styleguideSchema = z.strictObject({
  seo,
  hero: z.strictObject({ eyebrow: text, title: text, lead: text }),
  blocks: z.strictObject({
    buttons: text,
    chips: text,
    checkList: text,
    icons: text,
    cards: text,
    sectionHeader: text,
    ctaBand: text,
    stats: text,
    process: text,
    faq: text,
    testimonials: text,
    forms: text,
  }),
  states: z.strictObject({
    primary: text,
    secondary: text,
    ghost: text,
    onDark: text,
    large: text,
    focus: text,
    disabled: text,
    small: text,
    centered: text,
    leading: text,
    split: text,
    withError: text,
  }),
});

export type StyleguideContent = z.output<typeof styleguideSchema>;
