import { readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import subsetFont from "subset-font";
import { HEADLINE_FACE_ID, HEADLINE_FAMILY, HEADLINE_WEIGHT } from "../../app/lib/headline-face.ts";
import { filesBelow } from "../http/precompress.ts";

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

async function headlineFace(face: Buffer, text: string): Promise<string> {
  const subset = await subsetFont(face, text, {
    targetFormat: "woff2",
    variationAxes: { wght: Number(HEADLINE_WEIGHT) },
  });
  return (
    `<style id="${HEADLINE_FACE_ID}">@font-face{font-family:"${HEADLINE_FAMILY}";font-weight:${HEADLINE_WEIGHT};` +
    `font-display:optional;src:url(data:font/woff2;base64,${subset.toString("base64")}) format("woff2")}</style>`
  );
}

/**
 * The brand's heading face on a visitor's first page: after the build, each pre-rendered page
 * gets, in its head before any script, the heading face cut down to the letters of its own main heading
 * at its one weight (a couple of kilobytes), with no request to wait for. The page script that
 * follows makes a face of those bytes, ready at once, so the first paint draws the heading in it
 * (`headline-face.ts`). Without scripts the browser decodes the stylesheet's copy apart from the
 * page, so that one is `optional`: where it misses the first paint, the heading stays in the
 * size-matched fallback rather than moving. The full faces still arrive once the page is idle,
 * for the next pages (`web-fonts.ts`). A page rendered on request keeps the fallback.
 */
export function headlineFont(): AstroIntegration {
  return {
    name: "headline-font",
    hooks: {
      "astro:build:done": async ({ dir }) => {
        const face = await readFile(HEADING_FACE);
        for await (const file of filesBelow(fileURLToPath(dir))) {
          if (path.extname(file) !== ".html") continue;
          const html = await readFile(file, "utf8");
          const text = headlineText(html);
          if (text === "") continue;
          const style = await headlineFace(face, text);
          // Before the first script, so the page script finds it (`headline-face.ts`).
          await writeFile(file, html.replace(/<script\b/, `${style}<script`));
        }
      },
    },
  };
}
