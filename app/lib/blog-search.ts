/** What the search reads of a post; the blog page sends the browser only this. */
export interface SearchablePost {
  readonly slug: string;
  readonly title: string;
  readonly category: string;
  readonly keywords: readonly string[];
}

/**
 * Blank text shows every post; otherwise posts whose title, category or a keyword
 * contains the text, ignoring case. Trimming only decides whether the text is blank. The posts
 * come newest first (`publishedPosts`) and keep that order.
 */
export function searchPosts<T extends SearchablePost>(posts: readonly T[], text: string): T[] {
  if (text.trim() === "") return [...posts];
  const needle = text.toLowerCase();
  return posts.filter(
    (post) =>
      post.title.toLowerCase().includes(needle) ||
      post.category.toLowerCase().includes(needle) ||
      post.keywords.some((keyword) => keyword.toLowerCase().includes(needle)),
  );
}
