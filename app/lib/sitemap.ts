import { getCollection } from "astro:content";
import { articlePaths } from "./blog-posts";
import { servicePath } from "./content";
import { absoluteUrl } from "./seo";
import { escapeXml } from "./xml";

/** One address in the sitemap, with how often it changes and how it ranks among the site's. */
export interface SitemapEntry {
  readonly path: string;
  readonly changefreq: "daily" | "weekly" | "monthly" | "yearly";
  readonly priority: number;
}

/** The pages that are one of a kind; services and blog posts join from their own content. */
const singlePages: readonly SitemapEntry[] = [
  { path: "/", changefreq: "weekly", priority: 1 },
  { path: "/about", changefreq: "monthly", priority: 0.8 },
  { path: "/services", changefreq: "monthly", priority: 0.9 },
  { path: "/career", changefreq: "weekly", priority: 0.7 },
  { path: "/contact", changefreq: "monthly", priority: 0.8 },
  { path: "/start-project", changefreq: "monthly", priority: 0.9 },
  { path: "/privacy", changefreq: "yearly", priority: 0.3 },
  { path: "/terms", changefreq: "yearly", priority: 0.3 },
  { path: "/blog", changefreq: "weekly", priority: 0.7 },
];

/** Every public page, for search engines. */
export async function sitemapEntries(): Promise<SitemapEntry[]> {
  return [
    ...singlePages,
    ...(await getCollection("services")).map((service) => ({
      path: servicePath(service),
      changefreq: "monthly" as const,
      priority: 0.8,
    })),
    ...(await articlePaths()).map((path) => ({
      path,
      changefreq: "monthly" as const,
      priority: 0.6,
    })),
  ];
}

export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.map(
    (entry) =>
      `  <url><loc>${escapeXml(absoluteUrl(entry.path))}</loc><changefreq>${entry.changefreq}</changefreq><priority>${entry.priority.toFixed(1)}</priority></url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}
