import { describe, expect, it } from "vitest";
import { isoDate } from "~/components/sections/blog/post-date";
import { articles } from "./articles";
import { blogPosts, type ContentBlock } from "./blog";

const blockTypes: readonly ContentBlock["type"][] = [
  "heading",
  "subheading",
  "paragraph",
  "list",
  "quote",
  "callout",
  "image",
];

function wordCount(blocks: readonly ContentBlock[]): number {
  const text = blocks
    .map((block) => ("items" in block ? block.items.join(" ") : "text" in block ? block.text : ""))
    .join(" ");
  return text.split(/\s+/).filter(Boolean).length;
}

describe("blog content (SPEC §3)", () => {
  it("has the one post of the spec", () => {
    expect(blogPosts.map(({ slug, category, date }) => ({ slug, category, date }))).toEqual([
      { slug: "/blog1", category: "Informative", date: "October 27, 2025" },
    ]);
  });

  it("gives every post an article with matching title, category and date", () => {
    for (const post of blogPosts) {
      const article = articles[post.slug];
      expect(article, post.slug).toBeDefined();
      expect(article?.title).toBe(post.title);
      expect(article?.category).toBe(post.category);
      expect(article?.publishDate).toBe(post.date);
      expect(post.keywords.length).toBeGreaterThan(0);
      expect(post.description.length).toBeGreaterThan(50);
    }
  });

  it("reads post dates as the calendar day they name", () => {
    expect(isoDate("October 27, 2025")).toBe("2025-10-27");
    expect(() => isoDate("someday")).toThrow();
  });

  it("gives the article a substantial body using every block type", () => {
    const article = articles["/blog1"]!;
    expect(new Set(article.content.map((block) => block.type))).toEqual(new Set(blockTypes));
    expect(wordCount(article.content)).toBeGreaterThanOrEqual(1200);
    expect(wordCount(article.content)).toBeLessThanOrEqual(1800);
    expect(article.content.find((block) => block.type === "quote")).toHaveProperty("author");
  });

  it("keeps SEO titles and descriptions within what search results show", () => {
    for (const article of Object.values(articles)) {
      expect(article.seo.description.length).toBeGreaterThanOrEqual(50);
      expect(article.seo.description.length).toBeLessThanOrEqual(160);
    }
  });
});
