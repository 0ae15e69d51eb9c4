import type { APIRoute } from "astro";
import { publishedPosts } from "~/lib/blog-posts";
import { single } from "~/lib/content";
import { absoluteUrl } from "~/lib/seo";
import { escapeXml } from "~/lib/xml";

/** The blog's RSS 2.0 feed, newest post first; pre-rendered like the pages. */
export const GET: APIRoute = async () => {
  const { feed } = (await single("blogPage")).data;
  const items = (await publishedPosts()).map(({ data }) => {
    const link = escapeXml(absoluteUrl(data.slug));
    return `    <item>
      <title>${escapeXml(data.title)}</title>
      <link>${link}</link>
      <guid isPermaLink="true">${link}</guid>
      <pubDate>${new Date(data.date).toUTCString()}</pubDate>
      <category>${escapeXml(data.category)}</category>
      <description>${escapeXml(data.description)}</description>
    </item>`;
  });
  const body = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeXml(feed.title)}</title>
    <link>${escapeXml(absoluteUrl("/blog"))}</link>
    <atom:link href="${escapeXml(absoluteUrl("/rss.xml"))}" rel="self" type="application/rss+xml" />
    <description>${escapeXml(feed.description)}</description>
    <language>en-US</language>
${items.join("\n")}
  </channel>
</rss>
`;
  return new Response(body, { headers: { "Content-Type": "application/rss+xml; charset=utf-8" } });
};
