/** SPEC §3 blog model. A new post is one entry in `blogPosts` plus its article in `articles`. */
export interface BlogPostEntry {
  /** The post's route path, e.g. "/blog1". */
  readonly slug: string;
  readonly title: string;
  /** Text, month day year, e.g. "October 27, 2025". */
  readonly date: string;
  readonly category: string;
  readonly imageUrl: string;
  readonly imageAlt: string;
  readonly imageWidth: number;
  readonly imageHeight: number;
  readonly description: string;
  readonly keywords: readonly string[];
}

export type ContentBlock =
  | { readonly type: "heading"; readonly text: string }
  | { readonly type: "subheading"; readonly text: string }
  | { readonly type: "paragraph"; readonly text: string }
  | { readonly type: "list"; readonly items: readonly string[] }
  | { readonly type: "quote"; readonly text: string; readonly author?: string }
  | { readonly type: "callout"; readonly text: string }
  | {
      readonly type: "image";
      readonly src: string;
      readonly alt?: string;
      readonly caption?: string;
      /** Intrinsic size, so the page does not shift while the image loads. */
      readonly width?: number;
      readonly height?: number;
    };

export interface BlogArticle {
  readonly seo: { readonly title: string; readonly description: string };
  readonly category: string;
  readonly title: string;
  readonly author: string;
  readonly publishDate: string;
  readonly excerpt: string;
  readonly featuredImage?: {
    readonly src: string;
    readonly alt: string;
    readonly width: number;
    readonly height: number;
  };
  readonly content: readonly ContentBlock[];
  readonly callToAction?: {
    readonly title: string;
    readonly text: string;
    readonly label: string;
    readonly href: string;
  };
}

export const blogPosts: readonly BlogPostEntry[] = [
  {
    slug: "/blog1",
    title: "How to Choose a Software Development Partner in India: A 2025 Guide",
    date: "October 27, 2025",
    category: "Informative",
    imageUrl: "/images/blog/blog1.svg",
    imageAlt:
      "Illustration of two linked teams, a code window and a checklist, in Malwa Softworks blue and amber",
    imageWidth: 1200,
    imageHeight: 630,
    description:
      "A practical checklist for choosing an Indian software development partner in 2025: defining the outcome, judging technical depth, engagement models, security and IP, communication, pricing and the red flags that should end the conversation.",
    keywords: [
      "software development partner",
      "outsourcing",
      "offshore development",
      "India",
      "vendor selection",
      "staff augmentation",
      "2025 guide",
    ],
  },
];

/** Copy of the blog list page (SPEC §2 Blog list) and of the article page around the post. */
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
  emptyTitle: (term: string) => `No articles found for “${term}”`,
  emptyHint: "Try a different search term or clear the input.",
  resultCount: (count: number) => `${count} ${count === 1 ? "article" : "articles"} found`,
} as const;

export const articlePageText = {
  byline: "By",
  shareLabel: "Share this article:",
  shareButton: "Share",
  shareUnsupported: "Share feature not supported. Please copy the URL manually.",
  proTipLabel: "Pro Tip:",
  backToBlog: "Back to all articles",
} as const;
