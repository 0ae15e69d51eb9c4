import { data } from "react-router";
import type { Route } from "./+types/article";
import { ArticleView } from "~/components/sections/blog/article-view";
import { blogPostingJsonLd } from "~/components/sections/blog/blog-posting-json-ld";
import { findArticle } from "~/components/sections/blog/find-article";
import { breadcrumbJsonLd, pageMeta } from "~/lib/seo";

/**
 * One module serves every blog post; route-list registers it once per post slug, and the page's
 * path picks the post. The article comes from the loader (pre-rendered per page), so the browser
 * downloads only this post's text, never every article's.
 */
export function loader({ url }: Route.LoaderArgs) {
  const found = findArticle(url.pathname);
  if (!found) throw data(null, { status: 404 });
  return found;
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { post, article } = loaderData;
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

export default function Page({ loaderData }: Route.ComponentProps) {
  return <ArticleView article={loaderData.article} />;
}
