import { useLocation } from "react-router";
import type { Route } from "./+types/article";
import { ArticleView } from "~/components/sections/blog/article-view";
import { blogPostingJsonLd } from "~/components/sections/blog/blog-posting-json-ld";
import { findArticle } from "~/components/sections/blog/find-article";
import { breadcrumbJsonLd, pageMeta } from "~/lib/seo";

/** One module serves every blog post; route-list registers it once per post slug. */
export function meta({ location }: Route.MetaArgs) {
  const found = findArticle(location.pathname);
  if (!found) return [];
  const { post, article } = found;
  return pageMeta({
    title: article.seo.title,
    description: article.seo.description,
    path: post.slug,
    type: "article",
    keywords: post.keywords.join(", "),
    jsonLd: [
      blogPostingJsonLd(article, post.slug),
      breadcrumbJsonLd([
        { name: "Home", path: "/" },
        { name: "Blog", path: "/blog" },
        { name: article.title, path: post.slug },
      ]),
    ],
  });
}

export default function Page() {
  const { pathname } = useLocation();
  const found = findArticle(pathname);
  if (!found) throw new Error(`No article is published at ${pathname}`);
  return <ArticleView article={found.article} />;
}
