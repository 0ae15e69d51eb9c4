/**
 * Editing the site is editing its content files: in a copy of the project, a line of copy and the
 * phone number are changed, a blog post is added as one Markdown file and its image, and the site
 * is built with `astro build` as the team would, with a reply promise of 8 business hours set in
 * the environment; one build serves the checks of all of them. A changed fact reaches the next
 * build; a mistake in a file stops the build with one line naming the file and the field.
 * The tests that build again come after those that read the first build.
 */
import { readdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import yaml from "js-yaml";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteFacts } from "#server/site/facts.ts";
import { OPENINGS_SITEMAP_PATH } from "#shared/site/sitemap-paths.ts";
import { blogPosts } from "#tests/helpers/content.ts";
import { copyProject, type ProjectCopy } from "#tests/helpers/project-copy.ts";

let project: ProjectCopy;

const contentFile = (file: string) => path.join(project.dir, "app/content", file);

async function readYaml(file: string): Promise<Record<string, any>> {
  return yaml.load(await readFile(contentFile(file), "utf8")) as Record<string, any>;
}

async function writeYaml(file: string, data: unknown): Promise<void> {
  await writeFile(contentFile(file), yaml.dump(data, { lineWidth: -1 }));
}

/** Runs `change` on a file, builds, and puts the file back as it was. */
async function buildWith(file: string, change: (text: string) => string) {
  const original = await readFile(contentFile(file), "utf8");
  await writeFile(contentFile(file), change(original));
  try {
    return await project.build();
  } finally {
    await writeFile(contentFile(file), original);
  }
}

/** The line of the build's output that names `file`: the one line a mistake must be. */
function errorLine(output: string, file: string): string | undefined {
  return output.split("\n").find((line) => line.startsWith(`app/content/${file}`));
}

const newBadge = "Software Built to Last";
const newPhone = "+91 731 555 0199";
/** A post of the copy's own whose front matter quotes a fact, as a post may. */
const quotingPost = {
  file: "blog/quoting-a-fact.md",
  slug: "/quoting-a-fact",
  text: `---
slug: /quoting-a-fact
title: A Post Quoting a Fact
date: 2000-01-01
category: Tests
keywords:
  - facts
author: The Test Suite
description: A post of the editing test, whose front matter quotes the reply promise.
excerpt: We reply {replyPromise}.
seo:
  title: A Post Quoting a Fact | Test
  description: A post of the editing test, whose front matter quotes the reply promise.
---

Nothing else.
`,
};
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

/** What the blog list's search reads of each card, in the list's order. */
function searchablePosts(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<li data-post="([^"]*)" data-search="([^"]*)"/g)].map(
    ([, slug, search]) => ({
      slug,
      ...(JSON.parse(search!.replaceAll("&quot;", '"').replaceAll("&amp;", "&")) as object),
    }),
  );
}

/** The promise the first build is made with, as the environment may set it. */
const businessPromise = { REPLY_PROMISE_HOURS: "8", REPLY_PROMISE_CLOCK: "business" };
let firstBuild: { succeeded: boolean; output: string };

beforeAll(async () => {
  project = await copyProject("content-editing-");
  const home = await readYaml("pages/home.yaml");
  home.hero.badge = newBadge;
  await writeYaml("pages/home.yaml", home);
  const facts = await readFile(contentFile("site.yaml"), "utf8");
  await writeFile(contentFile("site.yaml"), facts.replace(/^phone: .*$/m, `phone: ${newPhone}`));
  await writeFile(contentFile(quotingPost.file), quotingPost.text);
  await writeFile(contentFile("blog/publishing-by-adding-one-file.md"), newPostMarkdown);
  await sharp({ create: { width: 1200, height: 630, channels: 3, background: "#1f45e0" } })
    .png()
    .toFile(contentFile("blog/images/publishing-by-adding-one-file.png"));
  firstBuild = await project.build(businessPromise);
}, 240_000);

afterAll(async () => {
  await project.remove();
});

describe("editing the content files", () => {
  it("changes a heading and the phone number everywhere", async () => {
    expect(firstBuild.succeeded, firstBuild.output).toBe(true);

    expect(await project.built("index.html")).toContain(newBadge);

    const newHref = `tel:${newPhone.replaceAll(" ", "")}`;
    for (const page of ["index.html", "contact/index.html", "about/index.html"]) {
      const html = await project.built(page);
      expect(html, page).toContain(newPhone);
      expect(html, page).toContain(`href="${newHref}"`);
      expect(html, page).not.toContain(siteFacts.phone.display);
    }
    expect(await project.built("contact/index.html")).toContain(`"telephone":"${newPhone}"`);
  });

  it("states a promise of 8 business hours on every page when the environment sets it", async () => {
    expect(firstBuild.succeeded, firstBuild.output).toBe(true);
    const pages = (
      await readdir(path.join(project.dir, "build/client"), { recursive: true })
    ).filter((file) => file.endsWith(".html"));
    const promising: string[] = [];
    for (const page of pages) {
      const html = await project.built(page);
      expect(html, page).not.toMatch(/within (24|one|1) (business )?(hours?|day)|< 24 h|\{reply/);
      if (html.includes("within 8 business hours")) promising.push(page);
    }
    // The home page's metric, form and toast; the contact page's promises; the forms' page; a
    // post quoting the promise.
    for (const page of [
      "index.html",
      "contact/index.html",
      "start-project/index.html",
      `${quotingPost.slug.slice(1)}/index.html`,
    ]) {
      expect(promising).toContain(page);
    }
    expect(await readFile(path.join(project.dir, "build/reply-promise.txt"), "utf8")).toBe(
      "within 8 business hours\n",
    );
  });

  it("publishes a post from one Markdown file and its image: list, search, feed, sitemap and page", async () => {
    expect(firstBuild.succeeded, firstBuild.output).toBe(true);

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
  });

  it("fills a changed fact into every text that quotes it, at the next build", async () => {
    const hours = siteFacts.replyHours * 2;
    // This build starts from the entries Astro kept from the first, made with the environment's
    // promise; without it, the facts file's replyHours is the promise again.
    expect(firstBuild.succeeded, firstBuild.output).toBe(true);
    const build = await buildWith("site.yaml", (text) =>
      text.replace(/^replyHours: .*$/m, `replyHours: ${hours}`),
    );
    expect(build.succeeded, build.output).toBe(true);
    // Quoted in the contact page's file and in a post's front matter, neither edited since.
    expect(await project.built("contact/index.html")).toContain(`within ${hours} hours`);
    expect(await project.built(`${quotingPost.slug.slice(1)}/index.html`)).toContain(
      `within ${hours} hours`,
    );
    expect(await project.built("contact/index.html")).not.toContain(
      `within ${siteFacts.replyHours} hours`,
    );
  }, 180_000);

  it("names the file and the field of a missing or misspelt entry, in one line", async () => {
    const build = await buildWith("pages/home.yaml", (text) =>
      text.replace(/^ {2}badge: .*$/m, "  badg: Enterprise Software"),
    );
    expect(build.succeeded).toBe(false);
    const line = errorLine(build.output, "pages/home.yaml");
    expect(line, build.output).toContain("hero.badge: is missing");
    expect(line).toContain('hero: unknown field "badg"');
  }, 120_000);

  it("names the file and the field of a placeholder that is no fact", async () => {
    const build = await buildWith("pages/about.md", (text) =>
      text.replace(/^ {2}eyebrow: About Us$/m, "  eyebrow: About {compnay}"),
    );
    expect(build.succeeded).toBe(false);
    expect(errorLine(build.output, "pages/about.md"), build.output).toMatch(
      /hero\.eyebrow: \{compnay\} names no fact/,
    );
  }, 120_000);

  it("names the file, the line and what is wrong in a file that is not YAML", async () => {
    const build = await buildWith("services/web-development.yaml", (text) =>
      text.replace(/^footerLabel: (.*)$/m, "footerLabel: {company} $1"),
    );
    expect(build.succeeded).toBe(false);
    expect(errorLine(build.output, "services/web-development.yaml"), build.output).toMatch(
      /^app\/content\/services\/web-development\.yaml:\d+:\d+: .*in double quotes/,
    );
  }, 120_000);

  it("names the fact that is wrong in the facts file", async () => {
    const build = await buildWith("site.yaml", (text) =>
      text.replace(/^replyHours: .*$/m, "replyHours: a day"),
    );
    expect(build.succeeded).toBe(false);
    expect(errorLine(build.output, "site.yaml"), build.output).toBe(
      "app/content/site.yaml: replyHours: must be a number of hours, such as 24",
    );
  }, 120_000);
  it("fails the build on a malformed frontmatter, naming the file and the fields", async () => {
    const malformed = contentFile("blog/malformed-post.md");
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
