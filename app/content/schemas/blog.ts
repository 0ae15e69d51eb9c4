import * as z from "zod";
import { href, text } from "./common.ts";
import { isoDay } from "./dates.ts";

/** A post's address: one path segment at the top level, as today's /blog1. */
const SLUG = /^\/[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * app/content/blog/*.md: a post's front matter. `imageFile` checks an image file beside the
 * post (Astro's, when the site is built).
 */
export function blogSchema<I extends z.ZodType>(imageFile: I) {
  return z.strictObject({
    slug: z
      .string()
      .regex(SLUG, "must be one lower-case path segment starting with '/', e.g. /blog1"),
    title: text,
    /** The publishing day. */
    date: isoDay,
    category: text,
    keywords: z.array(text).min(1),
    author: text,
    /** On the post's card and in the feed. */
    description: text.pipe(z.string().min(50)),
    /** The lead paragraph under the article's title. */
    excerpt: text,
    /** What search results show; longer descriptions are cut off there. */
    seo: z.strictObject({
      title: text,
      description: text.pipe(z.string().min(50).max(160)),
    }),
    featuredImage: z.strictObject({ src: imageFile, alt: text }).optional(),
    callToAction: z
      .strictObject({
        title: text,
        text,
        label: text,
        href: href.refine(
          (value) => /^(\/|https:\/\/)/.test(value),
          "must start with / or https://",
        ),
      })
      .optional(),
  });
}
