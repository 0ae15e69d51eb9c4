/**
 * The site's content: every page's text, in Markdown and YAML files under app/content/, each
 * checked against its schema when the site is built (docs/editing-content.md says where each
 * page's text is). Before the check, a file's quotes of the facts (`{company}`) are filled in
 * from app/content/site.yaml; a mistake stops the build with one line naming the file and field.
 */
import { defineCollection } from "astro:content";
import * as z from "zod";
// Build-time code, as this file is: it reads the content files with Node.
import { BLOG_TEXT_FILE } from "#server/astro/article-markdown.ts";
import { contentFiles } from "#server/astro/content-loader.ts";
import { aboutSchema } from "#app/content/schemas/about.ts";
import { blogSchema } from "#app/content/schemas/blog.ts";
import { blogPageSchema } from "#app/content/schemas/blog-page.ts";
import { bookSchema } from "#app/content/schemas/book.ts";
import { careerSchema } from "#app/content/schemas/career.ts";
import { contactSchema } from "#app/content/schemas/contact.ts";
import { formsSchema } from "#app/content/schemas/forms.ts";
import { bookingSettingsSchema } from "#shared/booking/settings.ts";
import { emailWordsSchema } from "#shared/enquiries/email-words.ts";
import { peopleEmailWordsSchema } from "#shared/people/email-words.ts";
import { firstOpeningsSchema } from "#shared/hiring/first-openings.ts";
import { stageEmailsSchema } from "#shared/hiring/stage-emails.ts";
import { homeSchema } from "#app/content/schemas/home.ts";
import { legalSchema } from "#app/content/schemas/legal.ts";
import { notFoundSchema } from "#app/content/schemas/not-found.ts";
import { serviceSchema } from "#app/content/schemas/service.ts";
import { servicesSchema } from "#app/content/schemas/services.ts";
import { siteTextSchema } from "#app/content/schemas/site-text.ts";
import { startProjectSchema } from "#app/content/schemas/start-project.ts";
import { styleguideSchema } from "#app/content/schemas/styleguide.ts";

/** The files under app/content/`folder` that match `pattern`; each file is one entry. */
function files<S extends z.ZodType>(folder: string, pattern: string, schema: S) {
  return defineCollection({ loader: contentFiles({ folder, pattern, schema }), schema });
}

/** A page's own file in app/content/pages/. */
function page<S extends z.ZodType>(file: string, schema: S) {
  return files("pages", file, schema);
}

const notSvg = { message: "must be a PNG, JPEG, WebP or AVIF file (SVG cannot become AVIF/WebP)" };

/**
 * The blog: one Markdown file per post in app/content/blog/, its images beside it in
 * app/content/blog/images/. Astro's own check of the image files follows the one above. A post's
 * tips and undescribed images are labelled from the blog's own texts.
 */
const blog = defineCollection({
  loader: contentFiles({
    folder: "blog",
    pattern: "*.md",
    schema: blogSchema(z.string()),
    alsoReads: [BLOG_TEXT_FILE],
  }),
  schema: ({ image }) => blogSchema(image().refine((file) => file.format !== "svg", notSvg)),
});

export const collections = {
  blog,
  siteText: files("", "site-text.yaml", siteTextSchema),
  forms: files("", "forms.yaml", formsSchema),
  emails: files("", "emails.yaml", emailWordsSchema),
  peopleEmails: files("", "people-emails.yaml", peopleEmailWordsSchema),
  firstOpenings: files("", "openings.yaml", firstOpeningsSchema),
  stageEmails: files("", "stage-emails.yaml", stageEmailsSchema),
  booking: files("", "booking.yaml", bookingSettingsSchema),
  homePage: page("home.yaml", homeSchema),
  aboutPage: page("about.md", aboutSchema),
  servicesPage: page("services.yaml", servicesSchema),
  careerPage: page("career.yaml", careerSchema),
  contactPage: page("contact.yaml", contactSchema),
  startProjectPage: page("start-project.yaml", startProjectSchema),
  blogPage: page("blog.yaml", blogPageSchema),
  notFoundPage: page("not-found.yaml", notFoundSchema),
  bookPage: page("book.yaml", bookSchema),
  styleguidePage: page("styleguide.yaml", styleguideSchema),
  services: files("services", "*.yaml", serviceSchema),
  legal: files("legal", "*.md", legalSchema),
};
