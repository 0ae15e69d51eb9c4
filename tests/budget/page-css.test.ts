import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { htmlFileFor } from "#bench/page-weight.ts";
import { candidatesIn } from "#server/astro/page-css.ts";
import { builtClientDir, publicPaths, queryVariantFolders } from "#scripts/lib/built-pages.ts";

const clientDir = builtClientDir();
const pages = existsSync(clientDir)
  ? [...publicPaths(clientDir), ...queryVariantFolders(clientDir)]
  : [];

const SOURCE = /\.(astro|tsx?|css)$/;

function wordsOfSources(folder: string, skip?: string): Set<string> {
  const words = new Set<string>();
  for (const file of readdirSync(folder, { recursive: true, encoding: "utf8" })) {
    const full = path.resolve(folder, file);
    if (!SOURCE.test(file) || (skip && full.startsWith(skip))) continue;
    candidatesIn(readFileSync(full, "utf8"), words);
  }
  return words;
}

/** Words of the inbox's sources that no other part of the site uses: its own classes among them. */
function inboxOnlyWords(): Set<string> {
  const admin = path.resolve("app/admin");
  const elsewhere = new Set([...wordsOfSources("app", admin), ...wordsOfSources("shared")]);
  return new Set([...wordsOfSources(admin)].filter((word) => !elsewhere.has(word)));
}

/** The class names a page's inline CSS selects by, unescaped. */
function classesInInlineCss(html: string): Set<string> {
  const css = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map(([, sheet]) => sheet);
  const classes = new Set<string>();
  for (const [, escaped = ""] of css.join("").matchAll(/\.(-?(?:[A-Za-z_]|\\.)(?:[\w-]|\\.)*)/g)) {
    classes.add(escaped.replace(/\\(.)/g, "$1"));
  }
  return classes;
}

/**
 * Every page inlines its CSS, so a class used by the inbox alone costs every visitor bytes on
 * their first round trip (issue 34): public pages carry only the rules they can use.
 */
describe("the public pages' inline CSS", () => {
  const inboxOnly = inboxOnlyWords();

  it("has inbox-only classes to look for", () => {
    expect(inboxOnly.size).toBeGreaterThan(0);
  });

  for (const page of pages) {
    it(`${page} keeps the rules of every class its markup names`, () => {
      const html = readFileSync(htmlFileFor(clientDir, page), "utf8");
      const candidates = candidatesIn(html);
      const named = [...html.matchAll(/\sclass="([^"]*)"/g)].flatMap(([, names = ""]) =>
        names.replaceAll("&amp;", "&").split(/\s+/).filter(Boolean),
      );
      expect(named.filter((name) => !candidates.has(name))).toEqual([]);
    });

    it(`${page} carries a drawing for every icon its markup uses`, () => {
      const html = readFileSync(htmlFileFor(clientDir, page), "utf8");
      const drawn = new Set([...html.matchAll(/<symbol id="([^"]+)"/g)].map(([, id]) => id));
      const used = [...html.matchAll(/<use href="#([^"]+)"/g)].map(([, id]) => id);
      expect(used.length).toBeGreaterThan(0);
      expect(used.filter((id) => !drawn.has(id))).toEqual([]);
    });

    it(`${page} holds no class only the inbox uses`, () => {
      const html = readFileSync(htmlFileFor(clientDir, page), "utf8");
      const inboxClasses = [...classesInInlineCss(html)].filter((name) => inboxOnly.has(name));
      expect(inboxClasses).toEqual([]);
    });
  }
});
