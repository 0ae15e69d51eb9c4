import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import { EMBED_ATTRIBUTE } from "#app/lib/embedded-picture.ts";
import { filesBelow } from "#server/http/precompress.ts";

/** Screens narrower than the `md` breakpoint: phones, where a round trip costs the most. */
const PHONES = "(max-width: 47.99rem)";

/** A phone's screen (360–430 px) at about 1.5–1.8 device pixels per CSS pixel. */
const PHONE_FILE_WIDTH = 640;

const EMBEDDED_PICTURE = new RegExp(
  `<picture ${EMBED_ATTRIBUTE}=""([^>]*)>(<source type="image/avif" srcSet="([^"]+)"[^>]*/>)`,
  "g",
);

interface Candidate {
  readonly url: string;
  readonly width: number;
}

/** The narrowest file of an AVIF `srcset` at least `PHONE_FILE_WIDTH` wide (or the widest). */
function phoneFile(srcset: string): Candidate {
  const candidates = srcset
    .split(",")
    .map((candidate) => candidate.trim().split(/\s+/))
    .map(([url = "", width = "0w"]) => ({ url, width: Number.parseInt(width, 10) }))
    .toSorted((a, b) => a.width - b.width);
  return (candidates.find(({ width }) => width >= PHONE_FILE_WIDTH) ?? candidates.at(-1))!;
}

/**
 * `html` with each marked picture's phone-sized AVIF file inside the page, as a first `<source>`
 * for phones; wider screens keep choosing from the files. Files are read from `clientDir`. The
 * copy keeps its width and the picture's `sizes`, as a `srcset` with a width should.
 */
export async function withEmbeddedPictures(html: string, clientDir: string): Promise<string> {
  const pictures = [...html.matchAll(EMBEDDED_PICTURE)];
  const embedded = await Promise.all(
    pictures.map(async ([picture, attributes = "", source = "", srcset = ""]) => {
      const { url, width } = phoneFile(srcset);
      const file = await readFile(path.join(clientDir, url));
      const sizes = /\ssizes="([^"]*)"/.exec(source)?.[1] ?? "100vw";
      const copy = `<source type="image/avif" media="${PHONES}" srcSet="data:image/avif;base64,${file.toString("base64")} ${width}w" sizes="${sizes}"/>`;
      return { picture, replacement: `<picture${attributes}>${copy}${source}` };
    }),
  );
  return embedded.reduce(
    (page, { picture, replacement }) => page.replace(picture, () => replacement),
    html,
  );
}

/**
 * A page's largest picture comes inside the page on phones (decision 031): as a file it is asked
 * for only once the page has arrived, a round trip later on a slow phone's connection, and that
 * round trip was what kept /blog and the articles at 0.9 s to their largest paint. The phone's
 * copy (some 6 KB) is a few percent of the page's bytes; wider screens, on faster links, keep
 * the files at their own width. Runs after the build has written the image files.
 */
export function embeddedPictures(): AstroIntegration {
  return {
    name: "embedded-pictures",
    hooks: {
      "astro:build:done": async ({ dir }) => {
        const clientDir = fileURLToPath(dir);
        for await (const file of filesBelow(clientDir)) {
          if (path.extname(file) !== ".html") continue;
          const html = await readFile(file, "utf8");
          if (!html.includes(EMBED_ATTRIBUTE)) continue;
          await writeFile(file, await withEmbeddedPictures(html, clientDir));
        }
      },
    },
  };
}
