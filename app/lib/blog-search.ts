import type { BlogPostEntry } from "~/content/blog";

/** What the search reads of a post; the blog page sends the browser only this. */
export type SearchablePost = Pick<
  BlogPostEntry,
  "slug" | "title" | "date" | "category" | "keywords"
>;

/** SPEC §4: posts newest first by their date. */
export function sortPostsNewestFirst<T extends SearchablePost>(posts: readonly T[]): T[] {
  return [...posts].sort((a, b) => Date.parse(b.date) - Date.parse(a.date));
}

/**
 * SPEC §4: blank text shows every post; otherwise posts whose title, category or a keyword
 * contains the text, ignoring case. Trimming only decides whether the text is blank.
 */
export function searchPosts<T extends SearchablePost>(posts: readonly T[], text: string): T[] {
  const sorted = sortPostsNewestFirst(posts);
  if (text.trim() === "") return sorted;
  const needle = text.toLowerCase();
  return sorted.filter(
    (post) =>
      post.title.toLowerCase().includes(needle) ||
      post.category.toLowerCase().includes(needle) ||
      post.keywords.some((keyword) => keyword.toLowerCase().includes(needle)),
  );
}
