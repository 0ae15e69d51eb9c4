import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "esbuild";
import type { Plugin } from "vite";
import { repositoryPath } from "#server/lib/repository.ts";

const PREFIX = "virtual:inline-script/";
const RESOLVED_PREFIX = `\0${PREFIX}`;
const SCRIPTS = pathToFileURL(`${repositoryPath("app/lib/scripts")}/`);

/**
 * `import script from "virtual:inline-script/<name>"` gives `app/lib/scripts/<name>.ts` as the
 * text of one minified classic script, for a component to inline. Astro's own `<script>` would
 * be a module and a request; these keep pages without an island free of modules and of any
 * request for code, and run where they stand in the page, before the markup they serve.
 */
export function inlineScripts(): Plugin {
  return {
    name: "inline-scripts",
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : undefined;
    },
    async load(id) {
      if (!id.startsWith(RESOLVED_PREFIX)) return undefined;
      const entry = fileURLToPath(new URL(`${id.slice(RESOLVED_PREFIX.length)}.ts`, SCRIPTS));
      if (!existsSync(entry)) this.error(`No inline script ${entry}`);
      const result = await build({
        entryPoints: [entry],
        bundle: true,
        minify: true,
        format: "iife",
        target: "es2022",
        write: false,
        metafile: true,
        legalComments: "none",
      });
      // Edits to the behaviours reload the page in development.
      for (const input of Object.keys(result.metafile.inputs)) {
        this.addWatchFile(path.resolve(input));
      }
      // The scripts are checked as strict TypeScript, so the directive the compiler adds for
      // `strict` changes nothing they do; every page would carry it.
      const code = result.outputFiles[0]!.text.trim().replace(/^"use strict";/, "");
      return `export default ${JSON.stringify(code)};`;
    },
  };
}
