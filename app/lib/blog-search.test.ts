import { describe, expect, it } from "vitest";
import { searchPosts, type SearchablePost } from "./blog-search.ts";

function post(slug: string, overrides: Partial<SearchablePost> = {}): SearchablePost {
  return { slug, title: `Title of ${slug}`, category: "Informative", keywords: [], ...overrides };
}

// Newest first, as the blog page hands them over.
const posts = [
  post("/newest", { title: "Hiring a Development Partner", keywords: ["outsourcing", "India"] }),
  post("/middle", { title: "Design Systems at Scale" }),
  post("/older", {
    title: "Choosing a Cloud Provider",
    category: "Cloud",
    keywords: ["AWS", "Azure"],
  }),
];

const slugs = (list: readonly SearchablePost[]) => list.map((entry) => entry.slug);

describe("blog search", () => {
  it("shows every post, in the order given, for empty or blank text", () => {
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

  it("keeps several matches in the order given", () => {
    expect(slugs(searchPosts(posts, "in"))).toEqual(["/newest", "/middle", "/older"]);
  });

  it("does not look at the address", () => {
    expect(searchPosts(posts, "newest")).toEqual([]);
  });

  it("uses the text as typed once it is not blank: surrounding spaces count", () => {
    expect(slugs(searchPosts(posts, "cloud "))).toEqual(["/older"]);
    expect(searchPosts(posts, " cloudy")).toEqual([]);
  });
});
