/**
 * How a content file's text becomes the data a page shows: the facts it quotes filled in, and a
 * Markdown file split into its front matter and its text. The build and the tests share this.
 */
import { fillPlaceholders } from "./facts.ts";

type Facts = Readonly<Record<string, string>>;

/** Every text in `data`, at any depth, with the facts it quotes filled in. */
export function fillFacts(data: unknown, facts: Facts): unknown {
  if (typeof data === "string") return fillPlaceholders(data, facts).text;
  if (Array.isArray(data)) return data.map((item) => fillFacts(item, facts));
  if (data && typeof data === "object" && Object.getPrototypeOf(data) === Object.prototype) {
    return Object.fromEntries(
      Object.entries(data).map(([key, value]) => [key, fillFacts(value, facts)]),
    );
  }
  return data;
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---(?:\r?\n|$)/;

/** A Markdown file's front matter and text, and the line its text starts on. */
export function splitMarkdown(source: string): { front: string; body: string; bodyLine: number } {
  const match = FRONT_MATTER.exec(source);
  if (!match) return { front: "", body: source, bodyLine: 1 };
  return {
    front: match[1]!,
    body: source.slice(match[0].length),
    bodyLine: match[0].split("\n").length,
  };
}
