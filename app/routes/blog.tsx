import type { Route } from "./+types/blog";
import { BlogIndex } from "~/components/sections/blog/blog-index";
import { PostList } from "~/components/sections/blog/post-list";
import { sortPostsNewestFirst, type SearchablePost } from "~/lib/blog-search";
import { PageHero } from "~/components/sections/page-hero";
import { StaticContent } from "~/components/ui/static-content";
import { blogListText, blogPosts } from "~/content/blog";
import { metaFromLoader } from "~/lib/meta-from-loader";
import { breadcrumbJsonLd, pageMeta, webPageJsonLd } from "~/lib/seo";

const path = "/blog";

/** The tags are computed on the server; the browser reads them back. */
export function loader() {
  const searchIndex: SearchablePost[] = blogPosts.map(
    ({ slug, title, date, category, keywords }) => ({
      slug,
      title,
      date,
      category,
      keywords,
    }),
  );
  return { meta: pageMetaTags(), searchIndex };
}

export const meta = metaFromLoader;

function pageMetaTags() {
  const { title, description } = blogListText.seo;
  return pageMeta({
    title,
    description,
    path,
    jsonLd: [
      webPageJsonLd({ title, description, path }),
      breadcrumbJsonLd([
        { name: "Home", path: "/" },
        { name: "Blog", path },
      ]),
    ],
  });
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <StaticContent>
        {(import.meta.env.SSR || import.meta.env.DEV) && (
          <PageHero
            eyebrow={blogListText.eyebrow}
            title={blogListText.title}
            lead={blogListText.lead}
          />
        )}
      </StaticContent>
      <BlogIndex index={loaderData.searchIndex}>
        <StaticContent>
          {(import.meta.env.SSR || import.meta.env.DEV) && (
            <PostList posts={sortPostsNewestFirst(blogPosts)} />
          )}
        </StaticContent>
      </BlogIndex>
    </>
  );
}
