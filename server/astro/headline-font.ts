import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import type { AstroIntegration } from "astro";
import subsetFont from "subset-font";
import { HEADLINE_FACE_ID, HEADLINE_FAMILY, HEADLINE_WEIGHT } from "#app/lib/headline-face.ts";

const require = createRequire(import.meta.url);
const HEADING_FACE =
  require.resolve("@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2");

const H1 = /<h1\b[^>]*>([\s\S]*?)<\/h1>/g;
const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'" };

/** The text of a page's main headings, as the visitor reads it. */
export function headlineText(html: string): string {
  return [...html.matchAll(H1)]
    .map(([, inner = ""]) => inner.replace(/<[^>]*>/g, ""))
    .join(" ")
    .replace(/&(#x[\da-f]+|#\d+|\w+);/gi, (entity, name: string) => {
      if (name in ENTITIES) return ENTITIES[name]!;
      if (name.startsWith("#x")) return String.fromCodePoint(parseInt(name.slice(2), 16));
      if (name.startsWith("#")) return String.fromCodePoint(Number(name.slice(1)));
      return entity;
    })
    .trim();
}

let headingFace: Promise<Buffer> | undefined;

/** The faces already cut, by heading text: an opening's page is rendered again and again. */
const faces = new Map<string, Promise<string>>();
const MOST_FACES_KEPT = 500;

async function cutFace(text: string): Promise<string> {
  headingFace ??= readFile(HEADING_FACE);
  const subset = await subsetFont(await headingFace, text, {
    targetFormat: "woff2",
    variationAxes: { wght: Number(HEADLINE_WEIGHT) },
  });
  return (
    `<style id="${HEADLINE_FACE_ID}">@font-face{font-family:"${HEADLINE_FAMILY}";font-weight:${HEADLINE_WEIGHT};` +
    `font-display:optional;src:url(data:font/woff2;base64,${subset.toString("base64")}) format("woff2")}</style>`
  );
}

function headlineFace(text: string): Promise<string> {
  let face = faces.get(text);
  if (!face) {
    if (faces.size >= MOST_FACES_KEPT) faces.clear();
    face = cutFace(text);
    faces.set(text, face);
  }
  return face;
}

/**
 * `html` with the heading face cut down to the letters of its main heading and of `wordmark` (the
 * company's name) at their one weight (a couple of kilobytes), before its first script, so the
 * page script finds it (`headline-face.ts`). The wordmark is in every page's header, so it is
 * drawn in this face on every page, the first one included, and never changes face.
 */
export async function withHeadlineFace(html: string, wordmark: string): Promise<string> {
  const text = `${headlineText(html)} ${wordmark}`.trim();
  if (text === "") return html;
  const style = await headlineFace(text);
  return html.replace(/<script\b/, `${style}<script`);
}

/**
 * The brand's heading face on a visitor's first page, pre-rendered or rendered on request: each
 * page carries its own cut of it with no request to wait for, and the page script makes a face of
 * those bytes, ready at once, so the first paint draws the heading in it. Without scripts the
 * browser decodes the stylesheet's copy apart from the page, so that one is `optional`: where it
 * misses the first paint, the heading stays in the size-matched fallback rather than moving. The
 * full faces still arrive once the page is idle, for the next pages (`web-fonts.ts`).
 */
export function headlineFont(): AstroIntegration {
  return {
    name: "headline-font",
    hooks: {
      "astro:config:setup": ({ addMiddleware }) => {
        addMiddleware({
          entrypoint: new URL("./headline-font-middleware.ts", import.meta.url),
          order: "post",
        });
      },
    },
  };
}
