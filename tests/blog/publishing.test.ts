/**
 * Publishing a post is adding one Markdown file and its image: in a copy of the project, a new
 * post is added and the site built with `astro build`, as the team would.
 */
import path from "node:path";
import { rm, writeFile } from "node:fs/promises";
import sharp from "sharp";
import { OPENINGS_SITEMAP_PATH } from "#shared/site/sitemap-paths.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blogPosts } from "#tests/helpers/content.ts";
import { copyProject, type ProjectCopy } from "#tests/helpers/project-copy.ts";

/** The day after the newest post's, so that the new post is the newest whatever the blog holds. */
const newPostDate = new Date(
  Date.parse(`${blogPosts()[0]?.data.date ?? "2000-01-01"}T00:00:00Z`) + 86_400_000,
)
  .toISOString()
  .slice(0, 10);

const newPost = {
  slug: "/publishing-by-adding-one-file",
  title: "Publishing by Adding One File",
  category: "Release Notes",
  keyword: "one-markdown-file",
  tip: "Name the image after the post.",
  caption: "The new post's own image, optimised by the build.",
};

const newPostMarkdown = `---
slug: ${newPost.slug}
title: ${newPost.title}
date: ${newPostDate}
category: ${newPost.category}
keywords:
  - ${newPost.keyword}
author: The Test Suite
description: A post that exists only in this test, to show that one Markdown file publishes it.
excerpt: One file, one image, and the post is on the list, in the search, the feed and its page.
seo:
  title: Publishing by Adding One File | Test
  description: A post that exists only in this test, to show that one Markdown file publishes it.
featuredImage:
  src: ./images/publishing-by-adding-one-file.png
  alt: A plain blue rectangle
---

## Why one file is enough

> [!TIP]
> ${newPost.tip}

![A plain blue rectangle](./images/publishing-by-adding-one-file.png "${newPost.caption}")
`;

let project: ProjectCopy;

const blogDir = () => path.join(project.dir, "app/content/blog");

/** What the blog list's search reads of each card, in the list's order. */
function searchablePosts(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<li data-post="([^"]*)" data-search="([^"]*)"/g)].map(
    ([, slug, search]) => ({
      slug,
      ...(JSON.parse(search!.replaceAll("&quot;", '"').replaceAll("&amp;", "&")) as object),
    }),
  );
}

beforeAll(async () => {
  project = await copyProject("blog-publishing-");
}, 60_000);

afterAll(async () => {
  await project.remove();
});

describe("publishing a blog post", () => {
  it("takes one Markdown file and its image: list, search, feed, sitemap and page", async () => {
    await writeFile(path.join(blogDir(), "publishing-by-adding-one-file.md"), newPostMarkdown);
    await sharp({ create: { width: 1200, height: 630, channels: 3, background: "#1f45e0" } })
      .png()
      .toFile(path.join(blogDir(), "images/publishing-by-adding-one-file.png"));

    const build = await project.build();
    expect(build.succeeded, build.output).toBe(true);

    const list = await project.built("blog/index.html");
    const cardOrder = [...list.matchAll(/data-post="([^"]+)"/g)].map((match) => match[1]);
    // The newest post comes first; the others are still listed after it.
    expect(cardOrder[0]).toBe(newPost.slug);
    expect(cardOrder.length).toBeGreaterThan(1);
    expect(list).toContain(`href="${newPost.slug}"`);
    expect(list).toContain(newPost.title);

    const searchable = searchablePosts(list);
    expect(searchable.map((post) => post.slug)).toEqual(cardOrder);
    expect(searchable[0]).toMatchObject({
      slug: newPost.slug,
      title: newPost.title,
      category: newPost.category,
      keywords: [newPost.keyword],
    });

    const feed = await project.built("rss.xml");
    const feedLinks = [...feed.matchAll(/<item>[\s\S]*?<link>([^<]+)<\/link>/g)].map(
      (match) => match[1],
    );
    expect(feedLinks[0]).toBe(`https://site.test${newPost.slug}`);
    expect(feedLinks).toHaveLength(cardOrder.length);

    const sitemapIndex = await project.built("sitemap.xml");
    // The part the build wrote; the openings' part is made by the server at request time.
    const part =
      [...sitemapIndex.matchAll(/<loc>https:\/\/site\.test\/([^<]+)<\/loc>/g)]
        .map((match) => match[1]!)
        .find((name) => `/${name}` !== OPENINGS_SITEMAP_PATH) ?? "";
    const sitemap = await project.built(part);
    expect(sitemap).toContain(`<loc>https://site.test${newPost.slug}</loc>`);

    const article = await project.built(`${newPost.slug.slice(1)}/index.html`);
    expect(article).toMatch(new RegExp(`<h1[^>]*>${newPost.title}</h1>`));
    expect(article).toContain(`<aside><p><strong>Pro Tip:</strong> ${newPost.tip}</p></aside>`);
    expect(article).toContain(`<figcaption>${newPost.caption}</figcaption>`);
    expect(article).toMatch(/<source type="image\/avif" srcSet="\/_astro\/[^"]+\.avif \d+w/);
    expect(article).toMatch(/<img [^>]*srcset="\/_astro\/[^"]+\.webp \d+w/);
    // The navigation counts the new page as part of the blog.
    expect(article).toMatch(/<a href="\/blog" aria-current="page"/);
  }, 120_000);

  it("fails the build on a malformed frontmatter, naming the file and the fields", async () => {
    const malformed = path.join(blogDir(), "malformed-post.md");
    await writeFile(
      malformed,
      "---\nslug: /malformed-post\ndate: someday\ncategory: Tests\n---\n\nBody.\n",
    );
    try {
      const build = await project.build();
      expect(build.succeeded).toBe(false);
      // One line: the file, then each field and what is wrong with it.
      const line = build.output.split("\n").find((text) => text.includes("malformed-post.md"));
      expect(line).toMatch(/^app\/content\/blog\/malformed-post\.md: /);
      expect(line).toContain("title: is missing");
      expect(line).toContain("date: must be a day written as YYYY-MM-DD");
    } finally {
      await rm(malformed);
    }
  }, 120_000);
});
