import { data, useLocation } from "react-router";
import type { Route } from "./+types/article";
import type { BlogArticle, BlogPostEntry } from "~/content/blog";
import { ArticleView } from "~/components/sections/blog/article-view";
import { blogPostingJsonLd } from "~/components/sections/blog/blog-posting-json-ld";
import { findArticle } from "~/components/sections/blog/find-article";
import { ShareButton } from "~/components/sections/blog/share-button";
import { useDocumentMeta } from "~/components/sections/blog/use-document-meta";
import { StaticContent } from "~/components/ui/static-content";
import { metaFromLoader } from "~/lib/meta-from-loader";
import { breadcrumbJsonLd, pageMeta } from "~/lib/seo";

/**
 * One module serves every blog post; route-list registers it once per post slug, and the page's
 * path picks the post. The article is rendered on the server only; the browser gets just what the
 * Share button and the title/description hook need.
 */
export function loader({ url }: Route.LoaderArgs) {
  const found = findArticle(url.pathname);
  if (!found) throw data(null, { status: 404 });
  const { post, article } = found;
  return {
    meta: articleMeta(post, article),
    seo: article.seo,
    share: { title: article.title, text: article.excerpt },
  };
}

export const meta = metaFromLoader;

function articleMeta(post: BlogPostEntry, article: BlogArticle) {
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
  const { pathname } = useLocation();
  useDocumentMeta(loaderData.seo);
  return (
    <article>
      <StaticContent>
        {(import.meta.env.SSR || import.meta.env.DEV) && (
          <ArticleView article={findArticle(pathname)!.article} />
        )}
      </StaticContent>
      <div className="mx-auto max-w-3xl px-4 pb-16 sm:px-6 sm:pb-24">
        <div className="mt-12 border-t border-line pt-8">
          <ShareButton title={loaderData.share.title} text={loaderData.share.text} />
        </div>
      </div>
    </article>
  );
}
