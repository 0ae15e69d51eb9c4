/**
 * The sitemap, made by `@astrojs/sitemap` from the pre-rendered pages: a sitemap index at
 * `/sitemap.xml` (the address robots.txt names) listing `/sitemap-0.xml`. A part made at request
 * time (the career page and the openings, from the database) joins the index through
 * `customSitemaps`.
 */
import { rename } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sitemap, { type ChangeFreq, type SitemapItem } from "@astrojs/sitemap";
import type { AstroIntegration } from "astro";
import { CONSENT_CHOICES_PATH } from "#shared/privacy/choices.ts";
import { FORM_POST_PREFIX } from "#shared/locals/site-locals.ts";
import { CAREER_PATH, OPENINGS_SITEMAP_PATH, STYLEGUIDE_PATH } from "#shared/site/sitemap-paths.ts";
import { isAdminPath, isUnder } from "#server/http/paths.ts";
import { QUERY_VARIANT } from "#server/http/static-files.ts";

type Rank = readonly [changefreq: ChangeFreq, priority: number];

/** The pages that are one of a kind; service pages and blog posts are ranked by their kind. */
const singlePages: Readonly<Record<string, Rank>> = {
  "/": ["weekly", 1],
  "/about": ["monthly", 0.8],
  "/services": ["monthly", 0.9],
  "/contact": ["monthly", 0.8],
  "/start-project": ["monthly", 0.9],
  "/privacy": ["yearly", 0.3],
  "/terms": ["yearly", 0.3],
  "/blog": ["weekly", 0.7],
};
const servicePage: Rank = ["monthly", 0.8];
/** Every other pre-rendered page is a blog post, at the site's root. */
const blogPost: Rank = ["monthly", 0.6];

/** A page's path as its canonical link writes it: without a trailing slash. */
function pathOf(url: string): string {
  const { pathname } = new URL(url);
  return pathname.length > 1 ? pathname.replace(/\/$/, "") : pathname;
}

/**
 * Pages that are no address of their own (the inbox, form outcomes, a page's states by query, a
 * person's consent page opened only by the signed link in their e-mail), the team's style guide,
 * and the career pages, which the part made at request time lists.
 */
function isListed(url: string): boolean {
  const path = pathOf(url);
  return (
    !isAdminPath(path) &&
    path !== CONSENT_CHOICES_PATH &&
    path !== STYLEGUIDE_PATH &&
    !isUnder(path, CAREER_PATH) &&
    !isUnder(path, FORM_POST_PREFIX) &&
    !QUERY_VARIANT.test(`${path}/index.html`)
  );
}

function ranked(item: SitemapItem): SitemapItem {
  const path = pathOf(item.url);
  const [changefreq, priority] =
    singlePages[path] ?? (isUnder(path, "/service") ? servicePage : blogPost);
  return {
    ...item,
    url: new URL(path, item.url).href,
    changefreq: changefreq as SitemapItem["changefreq"],
    priority,
  };
}

/** Put before the server's integration, which compresses what the build wrote. */
export function siteSitemap(siteUrl: string): AstroIntegration[] {
  return [
    sitemap({
      customSitemaps: [new URL(OPENINGS_SITEMAP_PATH, siteUrl).href],
      filenameBase: "sitemap",
      filter: isListed,
      serialize: ranked,
      namespaces: { news: false, xhtml: false, image: false, video: false },
    }),
    {
      name: "sitemap-address",
      hooks: {
        "astro:build:done": async ({ dir }) => {
          const built = fileURLToPath(dir);
          await rename(path.join(built, "sitemap-index.xml"), path.join(built, "sitemap.xml"));
        },
      },
    },
  ];
}
