import { blogPostingJsonLd } from "~/components/sections/blog/blog-posting-json-ld";
import type { Article } from "~/lib/blog-views";
import { breadcrumbJsonLd, pageMeta } from "~/lib/seo";

/** The article's own title and description (SPEC §4), structured data and breadcrumb. */
export function articleMeta(article: Article) {
  return pageMeta({
    title: article.seo.title,
    description: article.seo.description,
    path: article.slug,
    type: "article",
    keywords: article.keywords.join(", "),
    jsonLd: [
      blogPostingJsonLd(article),
      breadcrumbJsonLd([
        { name: "Home", path: "/" },
        { name: "Blog", path: "/blog" },
        { name: article.title, path: article.slug },
      ]),
    ],
  });
}
