import * as z from "zod";
import { closingCta, seo, template, text } from "./common.ts";

/** app/content/pages/blog.yaml: the blog list, the texts around every article, and the feed. */
export const blogPageSchema = z.strictObject({
  seo,
  hero: z.strictObject({ eyebrow: text, title: text, lead: text }),
  search: z.strictObject({
    label: text,
    placeholder: text,
    latestTitle: text,
    resultsTitle: text,
    resultCount: z.strictObject({ one: template("count"), other: template("count") }),
    emptyTitle: template("term"),
    emptyHint: text,
  }),
  readMore: text,
  closing: closingCta,
  article: z.strictObject({
    backToBlog: text,
    contentsTitle: text,
    byline: text,
    shareLabel: text,
    shareButton: text,
    shareUnsupported: text,
    tipLabel: text,
    defaultImageAlt: text,
  }),
  feed: z.strictObject({ title: text, description: text }),
});

export type BlogPageContent = z.output<typeof blogPageSchema>;
export type BlogSearchText = BlogPageContent["search"];
export type ArticleText = BlogPageContent["article"];
