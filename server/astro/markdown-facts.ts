import type { SatteriProcessorOptions } from "@astrojs/markdown-satteri";
import { fillPlaceholders, quotableFacts } from "#shared/site/facts.ts";
import { readSiteFacts } from "#server/site/facts-file.ts";

type HastPlugin = Extract<
  NonNullable<SatteriProcessorOptions["hastPlugins"]>[number],
  { name: string }
>;

/** Read again for every document, so the development server follows an edit of the facts. */
let facts: Readonly<Record<string, string>> = {};

function filled(value: string): string {
  return fillPlaceholders(value, facts).text;
}

/**
 * The facts a Markdown text quotes (`{company}`, `[{email.legal}](mailto:{email.legal})`) filled
 * in from app/content/site.yaml, in its words and its links; code is left as written. A name
 * that is no fact is reported by the content loader (content-loader.ts), which knows the file.
 */
export const markdownFacts: HastPlugin = {
  name: "markdown-facts",
  before() {
    facts = quotableFacts(readSiteFacts());
  },
  text(node, ctx) {
    const parent = ctx.parent(node);
    if (parent.type === "element" && (parent.tagName === "code" || parent.tagName === "pre")) {
      return;
    }
    const value = filled(node.value);
    if (value !== node.value) return { type: "text", value };
  },
  element: [
    {
      filter: ["a"],
      visit(node, ctx) {
        const link = node.properties["href"];
        if (typeof link !== "string") return;
        const value = filled(decodeURI(link));
        if (value !== decodeURI(link)) ctx.setProperty(node, "href", value);
      },
    },
  ],
};
