/**
 * The site's content as the pages get it, for tests: each file read, its facts filled in and
 * checked against its schema, as the build does. Tests take their expected copy from here, so
 * rewording a heading or adding a job opening keeps them green.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import * as z from "zod";
import { siteFacts } from "#server/site/facts.ts";
import { aboutSchema } from "#app/content/schemas/about.ts";
import { blogSchema } from "#app/content/schemas/blog.ts";
import { blogPageSchema } from "#app/content/schemas/blog-page.ts";
import { careerSchema } from "#app/content/schemas/career.ts";
import { contactSchema } from "#app/content/schemas/contact.ts";
import { formsSchema } from "#app/content/schemas/forms.ts";
import { emailWordsSchema } from "#shared/enquiries/email-words.ts";
import { firstOpeningsSchema } from "#shared/hiring/first-openings.ts";
import { homeSchema } from "#app/content/schemas/home.ts";
import { legalSchema } from "#app/content/schemas/legal.ts";
import { notFoundSchema } from "#app/content/schemas/not-found.ts";
import { serviceSchema } from "#app/content/schemas/service.ts";
import { servicesSchema } from "#app/content/schemas/services.ts";
import { siteTextSchema } from "#app/content/schemas/site-text.ts";
import { startProjectSchema } from "#app/content/schemas/start-project.ts";
import { styleguideSchema } from "#app/content/schemas/styleguide.ts";
import { bookSchema } from "#app/content/schemas/book.ts";
import { bookingSettingsSchema } from "#shared/booking/settings.ts";
import { CONTENT_DIR, readContentFile } from "#server/site/content-file.ts";
import { quotableFacts } from "#shared/site/facts.ts";

export const contentDir = CONTENT_DIR;

const facts = quotableFacts(siteFacts);

const files = {
  siteText: ["site-text.yaml", siteTextSchema],
  forms: ["forms.yaml", formsSchema],
  emails: ["emails.yaml", emailWordsSchema],
  firstOpenings: ["openings.yaml", firstOpeningsSchema],
  home: ["pages/home.yaml", homeSchema],
  about: ["pages/about.md", aboutSchema],
  services: ["pages/services.yaml", servicesSchema],
  career: ["pages/career.yaml", careerSchema],
  contact: ["pages/contact.yaml", contactSchema],
  startProject: ["pages/start-project.yaml", startProjectSchema],
  blog: ["pages/blog.yaml", blogPageSchema],
  notFound: ["pages/not-found.yaml", notFoundSchema],
  bookPage: ["pages/book.yaml", bookSchema],
  booking: ["booking.yaml", bookingSettingsSchema],
  styleguide: ["pages/styleguide.yaml", styleguideSchema],
  privacy: ["legal/privacy.md", legalSchema],
  terms: ["legal/terms.md", legalSchema],
} as const;

type Files = typeof files;

function read<S extends z.ZodType>(file: string, schema: S): { data: z.output<S>; text: string } {
  return readContentFile(file, schema, facts);
}

/** A content file's data, as its page gets it. */
export function content<K extends keyof Files>(name: K): z.output<Files[K][1]> {
  const [file, schema] = files[name];
  return read(file, schema).data as z.output<Files[K][1]>;
}

/** A Markdown file's text below its front matter, with its facts filled in. */
export function markdownText(name: "about" | "privacy" | "terms"): string {
  const [file, schema] = files[name];
  return read(file, schema).text;
}

/** The `##` headings of a Markdown file's text: a legal document's sections. */
export function sectionTitles(name: "privacy" | "terms"): string[] {
  return [...markdownText(name).matchAll(/^## (.+)$/gm)].map((match) => match[1]!.trim());
}

/** Every service, by its file's name (its page is /service/<name>). */
export function services(): { name: string; data: z.output<typeof serviceSchema> }[] {
  return readdirSync(path.join(contentDir, "services"))
    .filter((file) => file.endsWith(".yaml"))
    .map((file) => ({
      name: file.replace(/\.yaml$/, ""),
      data: read(`services/${file}`, serviceSchema).data,
    }));
}

/** A service by its file's name. */
export function service(name: string): z.output<typeof serviceSchema> {
  const found = services().find((candidate) => candidate.name === name);
  if (!found) throw new Error(`No service ${name}`);
  return found.data;
}

const postSchema = blogSchema(z.string());

/**
 * Every blog post, newest first: its front matter, its Markdown text below it (facts filled
 * in) and the `##` headings of that text.
 */
export function blogPosts(): {
  data: z.output<typeof postSchema>;
  text: string;
  sections: string[];
}[] {
  return readdirSync(path.join(contentDir, "blog"))
    .filter((file) => file.endsWith(".md"))
    .map((file) => read(`blog/${file}`, postSchema))
    .map(({ data, text }) => ({
      data,
      text,
      sections: [...text.matchAll(/^## (.+)$/gm)].map((match) => match[1]!.trim()),
    }))
    .toSorted((a, b) => b.data.date.localeCompare(a.data.date));
}
