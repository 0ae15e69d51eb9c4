/**
 * Publishing a post is adding one Markdown file and its image: in a copy of the project, a new
 * post is added and the site built with `astro build`, as the team would.
 */
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { cp, mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify, stripVTControlCharacters } from "node:util";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
/** What `astro build` reads: its config, the site, the server it is wired to, static files. */
const buildInputs = [
  "astro.config.ts",
  "tsconfig.json",
  "package.json",
  ".gitignore",
  "app",
  "server",
  "shared",
  "public",
];
/** Astro's and Vite's caches, kept apart from the project's so builds here leave no trace there. */
const caches = new Set([".astro", ".vite"]);

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
date: 2099-01-01
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

let project: string;

async function astroBuild(): Promise<{ succeeded: boolean; output: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)("npx", ["astro", "build"], {
      cwd: project,
      env: { ...process.env, BUILD_DIR: "build", SITE_URL: "https://blog.test" },
      maxBuffer: 16 * 1024 * 1024,
    });
    return { succeeded: true, output: stripVTControlCharacters(stdout + stderr) };
  } catch (error) {
    const { stdout = "", stderr = "" } = error as { stdout?: string; stderr?: string };
    // Colours (on under CI) would split the messages the test looks for.
    return { succeeded: false, output: stripVTControlCharacters(stdout + stderr) };
  }
}

const built = (file: string) => readFile(path.join(project, "build/client", file), "utf8");
const blogDir = () => path.join(project, "app/content/blog");

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
  project = await mkdtemp(path.join(tmpdir(), "blog-publishing-"));
  for (const input of buildInputs) {
    await cp(path.join(root, input), path.join(project, input), { recursive: true });
  }
  const packages = path.join(root, "node_modules");
  await mkdir(path.join(project, "node_modules"));
  for (const entry of await readdir(packages)) {
    if (caches.has(entry)) continue;
    await symlink(path.join(packages, entry), path.join(project, "node_modules", entry));
  }
  // Images the project has already optimised are reused (the cache is keyed by content).
  const imageCache = path.join(packages, ".astro/assets");
  if (existsSync(imageCache)) {
    await cp(imageCache, path.join(project, "node_modules/.astro/assets"), { recursive: true });
  }
}, 60_000);

afterAll(async () => {
  await rm(project, { recursive: true, force: true });
});

describe("publishing a blog post", () => {
  it("takes one Markdown file and its image: list, search, feed, sitemap and page", async () => {
    await writeFile(path.join(blogDir(), "publishing-by-adding-one-file.md"), newPostMarkdown);
    await sharp({ create: { width: 1200, height: 630, channels: 3, background: "#1f45e0" } })
      .png()
      .toFile(path.join(blogDir(), "images/publishing-by-adding-one-file.png"));

    const build = await astroBuild();
    expect(build.succeeded, build.output).toBe(true);

    const list = await built("blog/index.html");
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

    const feed = await built("rss.xml");
    const feedLinks = [...feed.matchAll(/<item>[\s\S]*?<link>([^<]+)<\/link>/g)].map(
      (match) => match[1],
    );
    expect(feedLinks[0]).toBe(`https://blog.test${newPost.slug}`);
    expect(feedLinks).toHaveLength(cardOrder.length);

    const sitemapIndex = await built("sitemap.xml");
    const part = /<loc>https:\/\/blog\.test\/([^<]+)<\/loc>/.exec(sitemapIndex)?.[1] ?? "";
    const sitemap = await built(part);
    expect(sitemap).toContain(`<loc>https://blog.test${newPost.slug}</loc>`);

    const article = await built(`${newPost.slug.slice(1)}/index.html`);
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
      const build = await astroBuild();
      expect(build.succeeded).toBe(false);
      expect(build.output).toContain(malformed);
      expect(build.output).toContain("date: must be a day written as YYYY-MM-DD");
      expect(build.output).toMatch(/^\s*title\b.*Required$/m);
    } finally {
      await rm(malformed);
    }
  }, 120_000);
});
