/** SPEC §3 blog model. A new post is one entry in `blogPosts` plus its article in `articles`. */
export interface BlogPostEntry {
  /** The post's route path, e.g. "/blog1". */
  readonly slug: string;
  readonly title: string;
  /** Text, month day year, e.g. "October 27, 2025". */
  readonly date: string;
  readonly category: string;
  readonly imageUrl: string;
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
    title: "",
    date: "October 27, 2025",
    category: "Informative",
    imageUrl: "/images/blog/blog1.svg",
    imageWidth: 1200,
    imageHeight: 630,
    description: "",
    keywords: [],
  },
];
