import { brand } from "@shared/brand";
import { blogPosts } from "~/content/blog";
import { sortPostsNewestFirst } from "~/lib/blog-search";
import { absoluteUrl } from "~/lib/seo";
import { escapeXml } from "~/lib/xml";

export function loader() {
  const items = sortPostsNewestFirst(blogPosts)
    .map(
      (post) => `    <item>
      <title>${escapeXml(post.title)}</title>
      <link>${escapeXml(absoluteUrl(post.slug))}</link>
      <guid isPermaLink="true">${escapeXml(absoluteUrl(post.slug))}</guid>
      <pubDate>${new Date(post.date).toUTCString()}</pubDate>
      <category>${escapeXml(post.category)}</category>
      <description>${escapeXml(post.description)}</description>
    </item>`,
    )
    .join("\n");
  const body = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeXml(`${brand.name} Insights`)}</title>
    <link>${escapeXml(absoluteUrl("/blog"))}</link>
    <atom:link href="${escapeXml(absoluteUrl("/rss.xml"))}" rel="self" type="application/rss+xml" />
    <description>Articles on enterprise software, cloud and digital transformation from ${escapeXml(brand.name)}.</description>
    <language>en-US</language>
${items}
  </channel>
</rss>
`;
  return new Response(body, { headers: { "Content-Type": "application/rss+xml; charset=utf-8" } });
}
