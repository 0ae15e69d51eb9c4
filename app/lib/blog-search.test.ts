import { describe, expect, it } from "vitest";
import type { BlogPostEntry } from "~/content/blog";
import { searchPosts, sortPostsNewestFirst } from "./blog-search";

function post(slug: string, overrides: Partial<BlogPostEntry> = {}): BlogPostEntry {
  return {
    slug,
    title: `Title of ${slug}`,
    date: "January 1, 2025",
    category: "Informative",
    imageUrl: "/images/blog/blog1.svg",
    imageAlt: "illustration",
    imageWidth: 1200,
    imageHeight: 630,
    description: "A description that search must ignore: kubernetes.",
    keywords: [],
    ...overrides,
  };
}

const older = post("/older", {
  title: "Choosing a Cloud Provider",
  date: "March 3, 2024",
  category: "Cloud",
  keywords: ["AWS", "Azure"],
});
const newest = post("/newest", {
  title: "Hiring a Development Partner",
  date: "October 27, 2025",
  keywords: ["outsourcing", "India"],
});
const middle = post("/middle", { title: "Design Systems at Scale", date: "June 15, 2025" });
const posts = [older, newest, middle];

const slugs = (list: readonly BlogPostEntry[]) => list.map((entry) => entry.slug);

describe("blog search (SPEC §4)", () => {
  it("sorts posts newest first by their date text", () => {
    expect(slugs(sortPostsNewestFirst(posts))).toEqual(["/newest", "/middle", "/older"]);
  });

  it("does not reorder the list it is given", () => {
    sortPostsNewestFirst(posts);
    expect(slugs(posts)).toEqual(["/older", "/newest", "/middle"]);
  });

  it("shows every post, newest first, for empty or blank text", () => {
    for (const text of ["", " ", "   \t  "]) {
      expect(slugs(searchPosts(posts, text))).toEqual(["/newest", "/middle", "/older"]);
    }
  });

  it("matches the title ignoring case", () => {
    expect(slugs(searchPosts(posts, "DESIGN sys"))).toEqual(["/middle"]);
  });

  it("matches the category", () => {
    expect(slugs(searchPosts(posts, "cloud"))).toEqual(["/older"]);
  });

  it("matches any keyword, in part", () => {
    expect(slugs(searchPosts(posts, "azu"))).toEqual(["/older"]);
    expect(slugs(searchPosts(posts, "outsourc"))).toEqual(["/newest"]);
  });

  it("keeps several matches newest first", () => {
    expect(slugs(searchPosts(posts, "in"))).toEqual(["/newest", "/middle", "/older"]);
  });

  it("ignores the description", () => {
    expect(searchPosts(posts, "kubernetes")).toEqual([]);
  });

  it("uses the text as typed once it is not blank: surrounding spaces count", () => {
    expect(slugs(searchPosts(posts, "cloud "))).toEqual(["/older"]);
    expect(searchPosts(posts, " cloudy")).toEqual([]);
  });
});
