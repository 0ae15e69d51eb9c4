import { brandName } from "../../shared/brand";

/**
 * The copy around the blog's posts (SPEC §2 Blog list and Article, §8). The posts themselves are
 * Markdown files in `app/content/blog/`. Imported by the Markdown pipeline in astro.config.ts too,
 * so this module uses relative imports only.
 */
export const blogListText = {
  seo: {
    title: "Blog: Insights on Software, Cloud and AI | Malwa Softworks",
    description:
      "Practical articles from the Malwa Softworks team on choosing partners, building software, cloud, AI and digital transformation for growing businesses.",
  },
  eyebrow: "Blog",
  title: "Our Insights & Articles",
  lead: "Practical advice from the engineers, designers and delivery leads who build software for our clients every day.",
  searchLabel: "Search articles",
  searchPlaceholder: "Search our articles...",
  latestTitle: "Latest Posts",
  resultsTitle: "Search Results",
  readMore: "Read More",
  /** Templates for `fillIn`: the page script completes them as the visitor types. */
  emptyTitle: "No articles found for “{term}”",
  emptyHint: "Try a different search term or clear the input.",
  resultCount: { one: "{count} article found", other: "{count} articles found" },
} as const;

export const articlePageText = {
  byline: "By",
  shareLabel: "Share this article:",
  shareButton: "Share",
  shareUnsupported: "Share feature not supported. Please copy the URL manually.",
  proTipLabel: "Pro Tip:",
  /** SPEC §3: an image without alt text is described as "image". */
  defaultImageAlt: "image",
  backToBlog: "Back to all articles",
} as const;

export const blogFeedText = {
  title: `${brandName} Insights`,
  description: `Articles on enterprise software, cloud and digital transformation from ${brandName}.`,
} as const;

/** The blog list's closing band: from reading about a problem to talking about one's own. */
export const blogClosing = {
  title: "Facing One of These Decisions?",
  text: "Tell us about your project and a senior engineer will reply within 24 hours with honest next steps.",
  actions: [
    { label: "Start a Project", href: "/start-project" },
    { label: "Talk to Our Team", href: "/contact" },
  ],
} as const;
