import * as z from "zod";
import { isoDay } from "./dates.ts";
import { seo, text } from "./common.ts";

/**
 * app/content/legal/*.md: a legal document's front matter; its text is the Markdown below it,
 * one numbered section per `##` heading.
 */
export const legalSchema = z.strictObject({
  seo,
  eyebrow: text,
  title: text,
  lead: text,
  lastUpdated: isoDay,
  /** Who the document is from and where to ask about it, as its hero picture shows them. */
  issuer: text,
  questionsTo: text,
});

export type LegalContent = z.output<typeof legalSchema>;
