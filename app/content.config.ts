/**
 * The site's content: every page's text, in Markdown and YAML files under app/content/, each
 * checked against its schema when the site is built (docs/editing-content.md says where each
 * page's text is). Before the check, a file's quotes of the facts (`{company}`) are filled in
 * from app/content/site.yaml; a mistake stops the build with one line naming the file and field.
 */
import { defineCollection } from "astro:content";
import { z } from "astro/zod";
import type * as zod from "zod";
// Build-time code, as this file is: it reads the content files with Node.
import { BLOG_TEXT_FILE } from "../server/astro/article-markdown.ts";
import { contentFiles } from "../server/astro/content-loader.ts";
import { aboutSchema } from "~/content/schemas/about";
import { blogSchema } from "~/content/schemas/blog";
import { blogPageSchema } from "~/content/schemas/blog-page";
import { careerSchema } from "~/content/schemas/career";
import { contactSchema } from "~/content/schemas/contact";
import { formsSchema } from "~/content/schemas/forms";
import { homeSchema } from "~/content/schemas/home";
import { legalSchema } from "~/content/schemas/legal";
import { notFoundSchema } from "~/content/schemas/not-found";
import { serviceSchema } from "~/content/schemas/service";
import { servicesSchema } from "~/content/schemas/services";
import { siteTextSchema } from "~/content/schemas/site-text";
import { startProjectSchema } from "~/content/schemas/start-project";
import { styleguideSchema } from "~/content/schemas/styleguide";

/** The files under app/content/`folder` that match `pattern`; each file is one entry. */
function files<S extends zod.ZodType>(folder: string, pattern: string, schema: S) {
  return defineCollection({ loader: contentFiles({ folder, pattern, schema }), schema });
}

/** A page's own file in app/content/pages/. */
function page<S extends zod.ZodType>(file: string, schema: S) {
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
  homePage: page("home.yaml", homeSchema),
  aboutPage: page("about.md", aboutSchema),
  servicesPage: page("services.yaml", servicesSchema),
  careerPage: page("career.yaml", careerSchema),
  contactPage: page("contact.yaml", contactSchema),
  startProjectPage: page("start-project.yaml", startProjectSchema),
  blogPage: page("blog.yaml", blogPageSchema),
  notFoundPage: page("not-found.yaml", notFoundSchema),
  styleguidePage: page("styleguide.yaml", styleguideSchema),
  services: files("services", "*.yaml", serviceSchema),
  legal: files("legal", "*.md", legalSchema),
};
