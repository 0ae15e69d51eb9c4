import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

/** What a pre-rendered page makes the browser download before any interaction, in gzip bytes. */
export interface PageWeight {
  readonly html: number;
  readonly js: number;
  readonly css: number;
  readonly jsFiles: readonly string[];
}

/** Assets the HTML loads: preloads, stylesheets and module imports (not the inline route manifest). */
const LOADED_ASSET = /(?:href=|import\(?\s*)"(\/assets\/[\w.-]+\.(?:js|css))"/g;
const STATIC_IMPORT = /(?:import|from)\s*["']\.\/([\w.-]+\.js)["']/g;

function gzipSize(content: Buffer): number {
  return gzipSync(content, { level: 9 }).byteLength;
}

/** The page's own asset references plus every chunk those import statically (not `import()`). */
function collectAssets(clientDir: string, html: string): Set<string> {
  const assets = new Set([...html.matchAll(LOADED_ASSET)].map((match) => match[1]!));
  const queue = [...assets].filter((asset) => asset.endsWith(".js"));
  while (queue.length > 0) {
    const asset = queue.pop()!;
    const source = readFileSync(path.join(clientDir, asset), "utf8");
    for (const [, file] of source.matchAll(STATIC_IMPORT)) {
      const imported = `/assets/${file}`;
      if (!assets.has(imported)) {
        assets.add(imported);
        queue.push(imported);
      }
    }
  }
  return assets;
}

export function htmlFileFor(clientDir: string, pagePath: string): string {
  return pagePath === "/"
    ? path.join(clientDir, "index.html")
    : path.join(clientDir, pagePath, "index.html");
}

export function pageWeight(clientDir: string, pagePath: string): PageWeight {
  const html = readFileSync(htmlFileFor(clientDir, pagePath));
  const assets = [...collectAssets(clientDir, html.toString("utf8"))];
  const sizeOf = (asset: string) => gzipSize(readFileSync(path.join(clientDir, asset)));
  const jsFiles = assets.filter((asset) => asset.endsWith(".js"));
  return {
    html: gzipSize(html),
    js: jsFiles.reduce((sum, asset) => sum + sizeOf(asset), 0),
    css: assets.filter((asset) => asset.endsWith(".css")).reduce((sum, a) => sum + sizeOf(a), 0),
    jsFiles,
  };
}
