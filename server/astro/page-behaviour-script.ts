import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import type { Plugin } from "vite";

const MODULE_ID = "virtual:page-behaviour-script";
const RESOLVED_ID = `\0${MODULE_ID}`;
const ENTRY = fileURLToPath(new URL("../../app/lib/page-script.ts", import.meta.url));

/**
 * `import script from "virtual:page-behaviour-script"` gives the page behaviours as the text of
 * one minified classic script, for the document shell to inline. Astro's own `<script>` would be
 * a module; this keeps pages without an island free of modules and of any request for code.
 */
export function pageBehaviourScript(): Plugin {
  return {
    name: "page-behaviour-script",
    resolveId(id) {
      return id === MODULE_ID ? RESOLVED_ID : undefined;
    },
    async load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const result = await build({
        entryPoints: [ENTRY],
        bundle: true,
        minify: true,
        format: "iife",
        target: "es2022",
        write: false,
        metafile: true,
        legalComments: "none",
      });
      // Edits to the behaviours reload the page in development.
      for (const input of Object.keys(result.metafile.inputs)) this.addWatchFile(input);
      const code = result.outputFiles[0]!.text.trim();
      return `export default ${JSON.stringify(code)};`;
    },
  };
}
