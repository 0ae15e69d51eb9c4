import rss from "@astrojs/rss";
import type { APIRoute } from "astro";
import { publishedPosts } from "#app/lib/blog-posts.ts";
import { single } from "#app/lib/content.ts";
import { absoluteUrl } from "#app/lib/seo.ts";

/** The blog's RSS 2.0 feed, newest post first; pre-rendered like the pages. */
export const GET: APIRoute = async () => {
  const { feed } = (await single("blogPage")).data;
  return rss({
    title: feed.title,
    description: feed.description,
    site: absoluteUrl("/blog"),
    xmlns: { atom: "http://www.w3.org/2005/Atom" },
    customData: `<language>en-US</language><atom:link href="${absoluteUrl("/rss.xml")}" rel="self" type="application/rss+xml"/>`,
    trailingSlash: false,
    items: (await publishedPosts()).map(({ data }) => ({
      title: data.title,
      link: absoluteUrl(data.slug),
      pubDate: new Date(data.date),
      categories: [data.category],
      description: data.description,
    })),
  });
};
