import { PageHero } from "#app/components/sections/page-hero.tsx";
import { FeaturedPost } from "#app/components/sections/hero-visuals/featured-post.tsx";
import { BlogIndex } from "#app/components/sections/blog/blog-index.tsx";
import { PostList } from "#app/components/sections/blog/post-list.tsx";
import { CtaBand } from "#app/components/sections/cta-band.tsx";
import type { BlogPageContent } from "#app/content/schemas/blog-page.ts";
import type { PostCard } from "#app/lib/blog-views.ts";
import { breadcrumbJsonLd, pageMeta, webPageJsonLd } from "#app/lib/seo.ts";

const path = "/blog";

/** `homeLabel`, `blogLabel`: the navigation's names of the two pages, for the breadcrumb. */
export function blogMeta(content: BlogPageContent, homeLabel: string, blogLabel: string) {
  const { title, description } = content.seo;
  return pageMeta({
    title,
    description,
    path,
    jsonLd: [
      webPageJsonLd({ title, description, path }),
      breadcrumbJsonLd([
        { name: homeLabel, path: "/" },
        { name: blogLabel, path },
      ]),
    ],
  });
}

/** The blog list: its search and the post cards, newest first. */
export function BlogPage({
  content,
  posts,
}: {
  content: BlogPageContent;
  posts: readonly PostCard[];
}) {
  const { hero, closing } = content;
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.title}
        lead={hero.lead}
        visual={posts[0] ? <FeaturedPost post={posts[0]} /> : undefined}
      />
      <BlogIndex text={content.search}>
        <PostList posts={posts} readMore={content.readMore} />
      </BlogIndex>
      <CtaBand title={closing.title} text={closing.text} actions={closing.actions} />
    </>
  );
}
