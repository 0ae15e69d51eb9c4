import { blogPostingJsonLd } from "~/components/sections/blog/blog-posting-json-ld";
import type { Article } from "~/lib/blog-views";
import { breadcrumbJsonLd, pageMeta } from "~/lib/seo";

/**
 * The article's own title and description, structured data and breadcrumb (`trail`: the
 * navigation's names of the home page and the blog).
 */
export function articleMeta(article: Article, trail: { home: string; blog: string }) {
  return pageMeta({
    title: article.seo.title,
    description: article.seo.description,
    path: article.slug,
    type: "article",
    keywords: article.keywords.join(", "),
    jsonLd: [
      blogPostingJsonLd(article),
      breadcrumbJsonLd([
        { name: trail.home, path: "/" },
        { name: trail.blog, path: "/blog" },
        { name: article.title, path: article.slug },
      ]),
    ],
  });
}
