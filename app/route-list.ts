import { blogPosts } from "./content/blog.ts";
import { services } from "./content/services.ts";

/**
 * The one list of public pages. It feeds the router (app/routes.ts), the pre-render list
 * (react-router.config.ts) and the sitemap; a new service or blog post becomes a page by being
 * added to its content module.
 */
export interface PublicPage {
  readonly path: string;
  readonly file: string;
  /** Needed when several pages share one route module. */
  readonly id?: string;
  readonly changefreq: "daily" | "weekly" | "monthly" | "yearly";
  readonly priority: number;
}

export const publicPages: readonly PublicPage[] = [
  { path: "/", file: "routes/home.tsx", changefreq: "weekly", priority: 1 },
  { path: "/about", file: "routes/about.tsx", changefreq: "monthly", priority: 0.8 },
  { path: "/services", file: "routes/services.tsx", changefreq: "monthly", priority: 0.9 },
  ...services.map((service) => ({
    path: `/service/${service.pageTitle}`,
    file: "routes/service.tsx",
    id: `service-${service.pageTitle}`,
    changefreq: "monthly" as const,
    priority: 0.8,
  })),
  { path: "/career", file: "routes/career.tsx", changefreq: "weekly", priority: 0.7 },
  { path: "/contact", file: "routes/contact.tsx", changefreq: "monthly", priority: 0.8 },
  {
    path: "/start-project",
    file: "routes/start-project.tsx",
    changefreq: "monthly",
    priority: 0.9,
  },
  { path: "/privacy", file: "routes/privacy.tsx", changefreq: "yearly", priority: 0.3 },
  { path: "/terms", file: "routes/terms.tsx", changefreq: "yearly", priority: 0.3 },
  { path: "/blog", file: "routes/blog.tsx", changefreq: "weekly", priority: 0.7 },
  ...blogPosts.map((post) => ({
    path: post.slug,
    file: "routes/article.tsx",
    id: `article${post.slug.replaceAll("/", "-")}`,
    changefreq: "monthly" as const,
    priority: 0.6,
  })),
];

/** Generated files served beside the pages, also pre-rendered at build time. */
export const generatedFiles = [
  { path: "/sitemap.xml", file: "routes/sitemap[.]xml.ts" },
  { path: "/robots.txt", file: "routes/robots[.]txt.ts" },
  { path: "/rss.xml", file: "routes/rss[.]xml.ts" },
  { path: "/manifest.webmanifest", file: "routes/manifest[.]webmanifest.ts" },
] as const;

export const prerenderPaths: readonly string[] = [
  ...publicPages.map((page) => page.path),
  ...generatedFiles.map((file) => file.path),
];
