import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { AstroIntegration } from "astro";
import type { Plugin } from "vite";
import { filesBelow } from "#server/http/precompress.ts";
import { repositoryPath } from "#server/lib/repository.ts";

/** The client directive's name: `client:interaction` on an island in a page entry. */
export const INTERACTION_DIRECTIVE = "interaction";

const ISLAND_START_TAG = /<astro-island\b[^>]*>/g;

function attribute(tag: string, name: string): string | undefined {
  return new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1];
}

/** Each built chunk's static imports, as the client build wrote them (`_astro/x.js` → […]). */
type ImportGraph = Map<string, readonly string[]>;

function withStaticImports(graph: ImportGraph, entries: readonly string[]): string[] {
  const all = new Set<string>();
  const queue = [...entries];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (all.has(file)) continue;
    all.add(file);
    queue.push(...(graph.get(file) ?? []));
  }
  return [...all];
}

/** The island's `modules`: every chunk its component and its renderer import, as URLs. */
function withModuleList(tag: string, graph: ImportGraph): string {
  if (attribute(tag, "client") !== INTERACTION_DIRECTIVE || attribute(tag, "modules")) return tag;
  const entries = [attribute(tag, "component-url"), attribute(tag, "renderer-url")]
    .filter((url) => url !== undefined)
    .map((url) => url.replace(/^\//, ""));
  const urls = withStaticImports(graph, entries).map((file) => `/${file}`);
  return tag.replace(/>$/, ` modules="${urls.join(" ")}">`);
}

/**
 * Loads the form islands without delaying the first paint or chaining requests
 * (`app/lib/client-interaction.ts`): adds the `client:interaction` directive and, after the
 * build, writes into each pre-rendered island the whole list of chunks it needs, from the client
 * build's own import graph, so the browser can fetch them all in one step. A page rendered on
 * request (a form posted without JavaScript) has no list; its islands then load through their
 * imports, as Astro's own directives do.
 */
export function islandLoading(): AstroIntegration {
  const graph: ImportGraph = new Map();
  const recordImports: Plugin = {
    name: "island-import-graph",
    applyToEnvironment: (environment) => environment.name === "client",
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type === "chunk") graph.set(output.fileName, output.imports);
      }
    },
  };
  return {
    name: "island-loading",
    hooks: {
      "astro:config:setup": ({ addClientDirective, updateConfig }) => {
        addClientDirective({
          name: INTERACTION_DIRECTIVE,
          entrypoint: fileURLToPath(pathToFileURL(repositoryPath("app/lib/client-interaction.ts"))),
        });
        updateConfig({ vite: { plugins: [recordImports] } });
      },
      "astro:build:done": async ({ dir }) => {
        for await (const file of filesBelow(fileURLToPath(dir))) {
          if (path.extname(file) !== ".html") continue;
          const html = await readFile(file, "utf8");
          const listed = html.replace(ISLAND_START_TAG, (tag) => withModuleList(tag, graph));
          if (listed !== html) await writeFile(file, listed);
        }
      },
    },
  };
}
