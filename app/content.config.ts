import { defineCollection } from "astro:content";
import { glob } from "astro/loaders";
import { z } from "astro/zod";

/** A post's address: one path segment at the top level, as today's /blog1. */
const SLUG = /^\/[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The blog: one Markdown file per post in `app/content/blog/`, its images beside it in
 * `app/content/blog/images/`. The entry id is the file name, so a build error names the file.
 */
const blog = defineCollection({
  loader: glob({
    base: "./app/content/blog",
    pattern: "*.md",
    generateId: ({ entry }) => entry.replace(/\.md$/, ""),
  }),
  schema: ({ image }) =>
    z.strictObject({
      slug: z
        .string()
        .regex(SLUG, "must be one lower-case path segment starting with '/', e.g. /blog1"),
      title: z.string().min(1),
      /** The publishing day. YAML reads an unquoted 2025-10-27 as a date, a quoted one as text. */
      date: z.preprocess(
        (value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value),
        z.iso.date({ error: "must be a day written as YYYY-MM-DD" }),
      ),
      category: z.string().min(1),
      keywords: z.array(z.string().min(1)).min(1),
      author: z.string().min(1),
      /** On the post's card and in the feed. */
      description: z.string().min(50),
      /** The lead paragraph under the article's title. */
      excerpt: z.string().min(1),
      /** What search results show; longer descriptions are cut off there. */
      seo: z.strictObject({
        title: z.string().min(1),
        description: z.string().min(50).max(160),
      }),
      featuredImage: z
        .strictObject({
          src: image().refine((file) => file.format !== "svg", {
            message: "must be a PNG, JPEG, WebP or AVIF file (SVG cannot become AVIF/WebP)",
          }),
          alt: z.string().min(1),
        })
        .optional(),
      callToAction: z
        .strictObject({
          title: z.string().min(1),
          text: z.string().min(1),
          label: z.string().min(1),
          href: z.string().regex(/^(\/|https:\/\/)/, "must start with / or https://"),
        })
        .optional(),
    }),
});

export const collections = { blog };
