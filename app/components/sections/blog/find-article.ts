import { articles } from "~/content/articles";
import { blogPosts, type BlogArticle, type BlogPostEntry } from "~/content/blog";

/** The post and article behind a path such as "/blog1" (a trailing slash is ignored). */
export function findArticle(
  pathname: string,
): { post: BlogPostEntry; article: BlogArticle } | undefined {
  const slug = pathname.replace(/\/+$/, "") || "/";
  const post = blogPosts.find((entry) => entry.slug === slug);
  const article = articles[slug];
  return post && article ? { post, article } : undefined;
}
