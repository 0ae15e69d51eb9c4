import type { ReactNode } from "react";
import { PageHero } from "~/components/sections/page-hero";
import { blogClosing, blogListText } from "~/content/blog-text";
import { CtaBand } from "~/components/sections/cta-band";
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

/** The blog list; `index` is the search island with the post cards. */
export function BlogPage({ index }: { index: ReactNode }) {
  return (
    <>
      <PageHero
        eyebrow={blogListText.eyebrow}
        title={blogListText.title}
        lead={blogListText.lead}
      />
      {index}
      <CtaBand title={blogClosing.title} text={blogClosing.text} actions={blogClosing.actions} />
    </>
  );
}
