import type { SatteriProcessorOptions } from "@astrojs/markdown-satteri";
import type { Element, ElementContent, Text } from "hast";
import { blogPageSchema, type ArticleText } from "#app/content/schemas/blog-page.ts";
import { readContentFile } from "#server/site/content-file.ts";

type HastPlugin = Extract<
  NonNullable<SatteriProcessorOptions["hastPlugins"]>[number],
  { name: string }
>;

/** The article's text column in CSS pixels: in-article images get a srcset up to twice that. */
const ARTICLE_IMAGE_WIDTH = 768;
const TIP_MARKER = /^\[!TIP\]\s*/;
const ATTRIBUTION = /^—\s/;

/** The blog's file, where a post's tip label and an image's default description are written. */
export const BLOG_TEXT_FILE = "pages/blog.yaml";

/** Read again for every document, so the development server follows an edit of the labels. */
let labels: Pick<ArticleText, "tipLabel" | "defaultImageAlt">;

function element(
  tagName: string,
  children: ElementContent[],
  properties: Element["properties"] = {},
): Element {
  return { type: "element", tagName, properties, children };
}

function text(value: string): Text {
  return { type: "text", value };
}

function childElements(node: Element): Element[] {
  return node.children.filter((child) => child.type === "element");
}

/** The text a paragraph starts with, if `node` is a paragraph that starts with text. */
function leadingText(node: Element | undefined): string | undefined {
  const first = node?.tagName === "p" ? node.children[0] : undefined;
  return first?.type === "text" ? first.value : undefined;
}

/** `> [!TIP]` then the tip → an aside whose first paragraph opens with the tip label. */
function callout(quote: Element): Element | undefined {
  const [first, ...rest] = childElements(quote);
  const lead = leadingText(first);
  if (!first || lead === undefined || !TIP_MARKER.test(lead)) return undefined;
  const labelled = element("p", [
    element("strong", [text(labels.tipLabel)]),
    text(` ${lead.replace(TIP_MARKER, "")}`),
    ...first.children.slice(1),
  ]);
  return element("aside", [labelled, ...rest]);
}

/** A quote → a figure; a last paragraph starting with "— " names the author, as its caption. */
function quote(blockquote: Element): Element {
  const paragraphs = childElements(blockquote);
  const last = paragraphs.at(-1);
  if (paragraphs.length < 2 || !last || !ATTRIBUTION.test(leadingText(last) ?? "")) {
    return element("figure", [element("blockquote", paragraphs)]);
  }
  return element("figure", [
    element("blockquote", paragraphs.slice(0, -1)),
    element("figcaption", last.children),
  ]);
}

/** An image file beside the post (`./images/…`), which Astro optimises; not a URL or a site path. */
function isLocal(src: unknown): boolean {
  return typeof src === "string" && !src.startsWith("/") && !URL.canParse(src);
}

/**
 * A paragraph holding only an image → a figure, captioned with the image's title. Astro turns a
 * local image into optimised files with a srcset (`layout` and `width` are its image options).
 */
function figure(paragraph: Element): Element | undefined {
  const content = paragraph.children.filter(
    (child) => !(child.type === "text" && child.value.trim() === ""),
  );
  const [image] = content;
  if (content.length !== 1 || image?.type !== "element" || image.tagName !== "img") {
    return undefined;
  }
  const { title, ...properties } = image.properties;
  const img = element("img", [], {
    ...properties,
    alt: properties["alt"] || labels.defaultImageAlt,
    ...(isLocal(properties["src"]) && { layout: "constrained", width: ARTICLE_IMAGE_WIDTH }),
  });
  const caption =
    typeof title === "string" && title !== "" ? [element("figcaption", [text(title)])] : [];
  return element("figure", [img, ...caption]);
}

/**
 * How a post's Markdown maps onto an article's blocks beyond plain Markdown: callouts, quotes
 * with their author and captioned images. Structure only; the article styles it
 * (article-body.css).
 */
export const articleMarkdown: HastPlugin = {
  name: "article-markdown",
  before() {
    labels = readContentFile(BLOG_TEXT_FILE, blogPageSchema).data.article;
  },
  element: [
    {
      filter: ["blockquote"],
      visit(node, ctx) {
        ctx.replaceNode(node, callout(node) ?? quote(node));
      },
    },
    {
      filter: ["p"],
      visit(node, ctx) {
        const replacement = figure(node);
        if (replacement) ctx.replaceNode(node, replacement);
      },
    },
  ],
};
