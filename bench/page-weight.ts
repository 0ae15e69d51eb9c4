import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

/** An island on a page: its component and what the browser fetches to run it, in gzip bytes. */
export interface IslandWeight {
  readonly component: string;
  /** When it loads: `interaction` (after the first paint; see `client-interaction.ts`). */
  readonly client: string;
  readonly js: number;
  /** Every chunk its component and renderer import, found by reading the built files. */
  readonly files: readonly string[];
  /** The chunks the page lists for the island to fetch in one step (`modules`). */
  readonly listedModules: readonly string[];
}

/** What a pre-rendered page costs, in gzip bytes. */
export interface PageWeight {
  readonly html: number;
  /** External stylesheets (the site's stylesheet is inlined, so counted in `html`). */
  readonly css: number;
  /** The inline stylesheets, the heading face (a `<style>` with an id) aside; part of `html`. */
  readonly inlineCss: number;
  /** Scripts fetched or run before any interaction: inline, `src` and modulepreload. */
  readonly eagerJs: number;
  /** Scripts and modulepreloads the HTML itself names: requests for code at first paint. */
  readonly codeRequests: readonly string[];
  /** The inline classic scripts alone (the page behaviours and Astro's island loader). */
  readonly inlineScripts: readonly number[];
  readonly moduleScripts: number;
  readonly islands: readonly IslandWeight[];
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const SRC = /\bsrc="([^"]+)"/;
const MODULEPRELOAD = /<link\b[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g;
const STYLESHEET = /<link\b[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g;
const INLINE_SHEET = /<style>([\s\S]*?)<\/style>/g;
const ISLAND = /<astro-island\b([^>]*)>/g;
const STATIC_IMPORT = /(?:import|from)\s*["']\.\/([\w.-]+\.js)["']/g;

function gzipSize(content: string | Buffer): number {
  return gzipSync(content, { level: 9 }).byteLength;
}

function attribute(attributes: string, name: string): string | undefined {
  return new RegExp(`\\b${name}="([^"]*)"`).exec(attributes)?.[1];
}

/** `files` and every chunk they import statically (not `import()`), as URL paths. */
function withStaticImports(clientDir: string, files: readonly string[]): Set<string> {
  const all = new Set(files);
  const queue = [...files];
  while (queue.length > 0) {
    const file = queue.pop()!;
    const source = readFileSync(path.join(clientDir, file), "utf8");
    for (const [, imported] of source.matchAll(STATIC_IMPORT)) {
      const url = `${path.posix.dirname(file)}/${imported}`;
      if (!all.has(url)) {
        all.add(url);
        queue.push(url);
      }
    }
  }
  return all;
}

export function htmlFileFor(clientDir: string, pagePath: string): string {
  return path.join(clientDir, pagePath, "index.html");
}

/** `html`: the page as served, for a page rendered on request (no file of its own). */
export function pageWeight(
  clientDir: string,
  pagePath: string,
  html: string = readFileSync(htmlFileFor(clientDir, pagePath), "utf8"),
): PageWeight {
  const sizeOf = (file: string) => gzipSize(readFileSync(path.join(clientDir, file)));

  const inlineScripts: number[] = [];
  const eagerFiles: string[] = [];
  let moduleScripts = 0;
  for (const [, attributes = "", body = ""] of html.matchAll(SCRIPT)) {
    // Data (JSON-LD) and Speculation Rules are no code.
    if (!["", "module", "text/javascript"].includes(attribute(attributes, "type") ?? "")) continue;
    if (attribute(attributes, "type") === "module") moduleScripts += 1;
    const src = SRC.exec(attributes)?.[1];
    if (src) eagerFiles.push(src);
    else inlineScripts.push(gzipSize(body));
  }
  eagerFiles.push(...[...html.matchAll(MODULEPRELOAD)].map((match) => match[1]!));
  const eagerJs =
    inlineScripts.reduce((sum, size) => sum + size, 0) +
    [...withStaticImports(clientDir, eagerFiles)].reduce((sum, file) => sum + sizeOf(file), 0);

  const islands = [...html.matchAll(ISLAND)].map(([, attributes = ""]) => {
    const entries = [attribute(attributes, "component-url"), attribute(attributes, "renderer-url")];
    const files = [
      ...withStaticImports(
        clientDir,
        entries.filter((url) => url !== undefined),
      ),
    ];
    return {
      component: attribute(attributes, "component-export") ?? "default",
      client: attribute(attributes, "client") ?? "",
      js: files.reduce((sum, file) => sum + sizeOf(file), 0),
      files,
      listedModules: attribute(attributes, "modules")?.split(" ") ?? [],
    };
  });

  const css = [...html.matchAll(STYLESHEET)].reduce((sum, match) => sum + sizeOf(match[1]!), 0);
  const inlineCss = gzipSize([...html.matchAll(INLINE_SHEET)].map(([, sheet]) => sheet).join(""));
  return {
    html: gzipSize(html),
    css,
    inlineCss,
    eagerJs,
    codeRequests: eagerFiles,
    inlineScripts,
    moduleScripts,
    islands,
  };
}
