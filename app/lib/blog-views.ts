import type { BlogPost } from "./blog-posts.ts";
import type { SearchablePost } from "./blog-search.ts";
import { responsiveImage, type ImageLayout, type ResponsiveImage } from "./responsive-image.ts";

/** A card spans the screen on small screens (a lone card up to the lg breakpoint). */
const CARD_IMAGE: ImageLayout = { width: 640, sizes: "(min-width: 1024px) 640px, 100vw" };
const FEATURED_IMAGE: ImageLayout = { width: 1024, sizes: "(min-width: 1024px) 1024px, 100vw" };

/** What a post's card on the blog list shows, and what its search reads. */
export interface PostCard extends SearchablePost {
  /** The publishing day, YYYY-MM-DD. */
  readonly date: string;
  readonly description: string;
  readonly image?: ResponsiveImage;
}

/** What the article page shows around the post's Markdown body. */
export interface Article {
  readonly slug: string;
  readonly title: string;
  readonly category: string;
  readonly author: string;
  /** The publishing day, YYYY-MM-DD. */
  readonly date: string;
  readonly excerpt: string;
  readonly keywords: readonly string[];
  readonly seo: { readonly title: string; readonly description: string };
  readonly featuredImage?: ResponsiveImage;
  readonly callToAction?: {
    readonly title: string;
    readonly text: string;
    readonly label: string;
    readonly href: string;
  };
}

export async function postCard({ data }: BlogPost): Promise<PostCard> {
  const image = data.featuredImage;
  return {
    slug: data.slug,
    title: data.title,
    date: data.date,
    category: data.category,
    keywords: data.keywords,
    description: data.description,
    image: image && (await responsiveImage(image.src, image.alt, CARD_IMAGE)),
  };
}

export async function articleOf({ data }: BlogPost): Promise<Article> {
  const image = data.featuredImage;
  return {
    slug: data.slug,
    title: data.title,
    category: data.category,
    author: data.author,
    date: data.date,
    excerpt: data.excerpt,
    keywords: data.keywords,
    seo: data.seo,
    featuredImage: image && (await responsiveImage(image.src, image.alt, FEATURED_IMAGE)),
    callToAction: data.callToAction,
  };
}
