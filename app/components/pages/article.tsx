import { blogPostingJsonLd } from "#app/components/sections/blog/blog-posting-json-ld.ts";
import type { Article } from "#app/lib/blog-views.ts";
import { breadcrumbJsonLd, pageMeta } from "#app/lib/seo.ts";

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
