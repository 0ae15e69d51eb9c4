import { PageHero } from "~/components/sections/page-hero";
import { BlogIndex } from "~/components/sections/blog/blog-index";
import { PostList } from "~/components/sections/blog/post-list";
import { blogClosing, blogListText } from "~/content/blog-text";
import { CtaBand } from "~/components/sections/cta-band";
import type { PostCard } from "~/lib/blog-views";
import { breadcrumbJsonLd, pageMeta, webPageJsonLd } from "~/lib/seo";

const path = "/blog";

/** `homeLabel`, `blogLabel`: the navigation's names of the two pages, for the breadcrumb. */
export function blogMeta(homeLabel: string, blogLabel: string) {
  const { title, description } = blogListText.seo;
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
export function BlogPage({ posts }: { posts: readonly PostCard[] }) {
  return (
    <>
      <PageHero
        eyebrow={blogListText.eyebrow}
        title={blogListText.title}
        lead={blogListText.lead}
      />
      <BlogIndex>
        <PostList posts={posts} />
      </BlogIndex>
      <CtaBand title={blogClosing.title} text={blogClosing.text} actions={blogClosing.actions} />
    </>
  );
}
