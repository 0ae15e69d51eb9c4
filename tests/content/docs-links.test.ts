/**
 * The documentation moves between files (the README's sections went to docs/): every relative
 * link in the repository's Markdown must still lead to a file that exists, and to a heading that
 * file has.
 */
import { existsSync, globSync, readFileSync } from "node:fs";
import path from "node:path";
import MarkdownIt, { type Token } from "markdown-it";
import { expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const markdown = new MarkdownIt();

const documents = ["README.md", "CHANGELOG.md", ...globSync("docs/**/*.md", { cwd: root })];

function tokensOf(file: string): Token[] {
  return markdown.parse(readFileSync(path.join(root, file), "utf8"), {});
}

/** A heading's anchor as GitHub makes it: lower case, punctuation dropped, spaces as dashes. */
function anchorOf(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, "")
    .replaceAll(" ", "-");
}

const anchorsByFile = new Map<string, Set<string>>();

function anchorsOf(file: string): Set<string> {
  const known = anchorsByFile.get(file);
  if (known) return known;
  const anchors = new Set<string>();
  anchorsByFile.set(file, anchors);
  const seen = new Map<string, number>();
  const tokens = tokensOf(file);
  tokens.forEach((token, index) => {
    if (token.type !== "heading_open") return;
    const text = (tokens[index + 1]?.children ?? [])
      .filter((child) => child.type === "text" || child.type === "code_inline")
      .map((child) => child.content)
      .join("");
    const anchor = anchorOf(text);
    const count = seen.get(anchor) ?? 0;
    seen.set(anchor, count + 1);
    anchors.add(count === 0 ? anchor : `${anchor}-${count}`);
  });
  return anchors;
}

/** The relative targets of its links and images; those with a scheme (https:, mailto:) are left out. */
function linksOf(file: string): string[] {
  return tokensOf(file)
    .flatMap((token) => token.children ?? [])
    .flatMap((token) => {
      const target = token.attrGet(token.type === "image" ? "src" : "href");
      return token.type === "link_open" || token.type === "image" ? [String(target)] : [];
    })
    .filter((target) => !/^[a-z][a-z+.-]*:/i.test(target));
}

it("links from the README and docs/ only to files and headings that exist", () => {
  const broken: string[] = [];
  for (const file of documents) {
    for (const link of linksOf(file)) {
      const [target = "", fragment] = link.split("#");
      const resolved = target === "" ? file : path.join(path.dirname(file), target);
      if (!existsSync(path.join(root, resolved))) broken.push(`${file} → ${link}`);
      else if (fragment && resolved.endsWith(".md") && !anchorsOf(resolved).has(fragment)) {
        broken.push(`${file} → ${link}`);
      }
    }
  }
  expect(broken).toEqual([]);
});
