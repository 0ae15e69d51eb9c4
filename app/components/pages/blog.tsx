import { PageHero } from "~/components/sections/page-hero";
import { FeaturedPost } from "~/components/sections/hero-visuals/featured-post";
import { BlogIndex } from "~/components/sections/blog/blog-index";
import { PostList } from "~/components/sections/blog/post-list";
import { CtaBand } from "~/components/sections/cta-band";
import type { BlogPageContent } from "~/content/schemas/blog-page";
import type { PostCard } from "~/lib/blog-views";
import { breadcrumbJsonLd, pageMeta, webPageJsonLd } from "~/lib/seo";

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
