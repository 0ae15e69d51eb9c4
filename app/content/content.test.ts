import { describe, expect, it } from "vitest";
import { permanentRedirects } from "@shared/redirects";
import { publicPages } from "~/route-list";
import { blogPosts } from "./blog";
import { footerLegal, footerQuickLinks, footerServices, mainNav, navCta } from "./navigation";

const publicPaths = new Set(publicPages.map((page) => page.path));

function resolves(href: string): boolean {
  const path = href.split("#")[0] || "/";
  return publicPaths.has(path) || publicPaths.has(permanentRedirects[path] ?? "");
}

describe("content integrity", () => {
  it("gives every page its own path", () => {
    expect(publicPaths.size).toBe(publicPages.length);
  });

  it("gives every blog post a unique slug that is a page", () => {
    const slugs = blogPosts.map((post) => post.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(publicPaths.has(slug)).toBe(true);
  });

  it("points every navigation and footer link at a page or a redirect to one", () => {
    const links = [...mainNav, navCta, ...footerServices, ...footerQuickLinks, ...footerLegal];
    const broken = links.filter((link) => !resolves(link.href)).map((link) => link.href);
    expect(broken).toEqual([]);
  });

  it("keeps the footer's capitalised UI/UX link, redirected to the real page", () => {
    expect(footerServices.map((link) => link.href)).toContain("/service/uiux-Development");
    expect(permanentRedirects["/service/uiux-Development"]).toBe("/service/uiux-development");
  });
});
