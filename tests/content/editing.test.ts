/**
 * Editing the site is editing its content files: in a copy of the project, a line of copy and
 * the phone number are changed and the site built with `astro build`, as the team would, once for
 * the file's tests; a changed fact reaches the next build; a mistake in a file stops the build
 * with one line naming the file and the field.
 */
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import yaml from "js-yaml";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteFacts } from "#server/site/facts.ts";
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
description: A post of the editing test, whose front matter quotes the reply promise's hours.
excerpt: We reply within {replyHours} hours.
seo:
  title: A Post Quoting a Fact | Test
  description: A post of the editing test, whose front matter quotes the reply promise's hours.
---

Nothing else.
`,
};
let firstBuild: { succeeded: boolean; output: string };

beforeAll(async () => {
  project = await copyProject("content-editing-");
  const home = await readYaml("pages/home.yaml");
  home.hero.badge = newBadge;
  await writeYaml("pages/home.yaml", home);
  const facts = await readFile(contentFile("site.yaml"), "utf8");
  await writeFile(contentFile("site.yaml"), facts.replace(/^phone: .*$/m, `phone: ${newPhone}`));
  await writeFile(contentFile(quotingPost.file), quotingPost.text);
  firstBuild = await project.build();
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

  it("fills a changed fact into every text that quotes it, at the next build", async () => {
    const hours = siteFacts.replyHours * 2;
    // This build starts from the entries Astro kept from the first.
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

  it("states a promise of 8 business hours on every page when the environment sets it", async () => {
    expect(firstBuild.succeeded, firstBuild.output).toBe(true);
    const build = await project.build({
      REPLY_PROMISE_HOURS: "8",
      REPLY_PROMISE_CLOCK: "business",
    });
    expect(build.succeeded, build.output).toBe(true);
    const pages = (
      await readdir(path.join(project.dir, "build/client"), { recursive: true })
    ).filter((file) => file.endsWith(".html"));
    const promising: string[] = [];
    for (const page of pages) {
      const html = await project.built(page);
      expect(html, page).not.toMatch(/within (24|one|1) (business )?(hours?|day)|< 24 h|\{reply/);
      if (html.includes("within 8 business hours")) promising.push(page);
    }
    // The home page's metric, form and toast; the contact page's promises; the forms' page.
    for (const page of ["index.html", "contact/index.html", "start-project/index.html"]) {
      expect(promising).toContain(page);
    }
    expect(await readFile(path.join(project.dir, "build/reply-promise.txt"), "utf8")).toBe(
      "within 8 business hours\n",
    );
  }, 240_000);

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
});
