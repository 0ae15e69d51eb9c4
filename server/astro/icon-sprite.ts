import type { ServerResponse } from "node:http";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";
import { icons } from "../../app/lib/icon-names.ts";

const MODULE_ID = "virtual:icon-sprite";
const RESOLVED_ID = `\0${MODULE_ID}`;
/** Where the development server answers with the sprite; a build emits it as a hashed asset. */
const DEV_URL = "/@icon-sprite.svg";
const ICON_NAMES = fileURLToPath(new URL("../../app/lib/icon-names.ts", import.meta.url));

/**
 * Lucide's drawings are read with Node's own loader: this file runs inside the loader that read
 * the Astro config, which is closed before the build starts.
 */
const require = createRequire(import.meta.url);

/** An element of a Lucide drawing, as `lucide-react/icons/<file>` exports it in `__iconData`. */
type DrawingElement = [
  tag: string,
  attributes: Record<string, string | number>,
  children?: DrawingElement[],
];

function escapeAttribute(value: string): string {
  return value.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;");
}

function elementMarkup([tag, attributes, children = []]: DrawingElement): string {
  const attributeMarkup = Object.entries(attributes)
    .filter(([attribute]) => attribute !== "key")
    .map(([attribute, value]) => ` ${attribute}="${escapeAttribute(String(value))}"`)
    .join("");
  return children.length === 0
    ? `<${tag}${attributeMarkup}/>`
    : `<${tag}${attributeMarkup}>${children.map(elementMarkup).join("")}</${tag}>`;
}

/** The sprite: a `<symbol>` per entry of the icon table, its id our name for the icon. */
function spriteMarkup(table: Readonly<Record<string, string>>): string {
  const symbols = Object.entries(table).map(([name, file]) => {
    const { __iconData } = require(`lucide-react/icons/${file}`) as {
      __iconData: { node: DrawingElement[] };
    };
    const drawing = __iconData.node.map(elementMarkup).join("");
    return `<symbol id="${name}" viewBox="0 0 24 24">${drawing}</symbol>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>`;
}

function sendSprite(res: ServerResponse, markup: string): void {
  res.setHeader("Content-Type", "image/svg+xml");
  res.setHeader("Cache-Control", "no-cache");
  res.end(markup);
}

/**
 * `import spriteUrl from "virtual:icon-sprite"` gives the URL of one SVG sprite of every icon in
 * the table of `app/lib/icon-names.ts`; `<use href="…#name">` draws one. Pages then
 * carry a short reference per icon instead of its drawing, and islands no icon code; the
 * browser fetches the sprite once and caches it.
 */
export function iconSprite(): Plugin {
  let building = false;
  return {
    name: "icon-sprite",
    configResolved(config) {
      building = config.command === "build";
    },
    resolveId(id) {
      return id === MODULE_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      if (!building) return `export default ${JSON.stringify(DEV_URL)};`;
      // Each of Astro's builds emits the same file under the same content hash.
      const reference = this.emitFile({
        type: "asset",
        name: "icons.svg",
        source: spriteMarkup(icons),
      });
      return `export default import.meta.ROLLUP_FILE_URL_${reference};`;
    },
    configureServer(server) {
      server.middlewares.use(DEV_URL, (_req, res, next) => {
        // Through the development server's loader, so an icon added to the table shows on reload.
        server
          .ssrLoadModule(ICON_NAMES)
          .then(
            (module) => sendSprite(res, spriteMarkup((module as { icons: typeof icons }).icons)),
            next,
          );
      });
    },
  };
}
