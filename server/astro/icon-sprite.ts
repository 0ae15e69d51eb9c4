import { createRequire } from "node:module";
import type { Plugin, ViteDevServer } from "vite";
import { ICON_ID_PREFIX, icons } from "#app/lib/icon-names.ts";
import { repositoryPath } from "#server/lib/repository.ts";
import { escapeHtml } from "#shared/text/html.ts";

const MODULE_ID = "virtual:icon-sprite";
const RESOLVED_ID = `\0${MODULE_ID}`;
const ICON_NAMES = repositoryPath("app/lib/icon-names.ts");

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

function elementMarkup([tag, attributes, children = []]: DrawingElement): string {
  const attributeMarkup = Object.entries(attributes)
    .filter(([attribute]) => attribute !== "key")
    .map(([attribute, value]) => ` ${attribute}="${escapeHtml(String(value))}"`)
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
    return `<symbol id="${ICON_ID_PREFIX}${name}" viewBox="0 0 24 24">${drawing}</symbol>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" aria-hidden="true" style="display:none">${symbols.join("")}</svg>`;
}

/**
 * `import sprite from "virtual:icon-sprite"` gives the markup of one hidden SVG sprite of every
 * icon in the table of `app/lib/icon-names.ts`, for the document shell to put at the
 * top of each page; `<use href="#icon-name">` draws one. The drawings travel once per page and
 * cost no request, so no icon waits for a file and none delays the largest paint; islands carry
 * no icon code.
 */
export function iconSprite(): Plugin {
  let building = false;
  let server: ViteDevServer | undefined;
  return {
    name: "icon-sprite",
    configResolved(config) {
      building = config.command === "build";
    },
    configureServer(devServer) {
      server = devServer;
    },
    resolveId(id) {
      return id === MODULE_ID ? RESOLVED_ID : undefined;
    },
    async load(id) {
      if (id !== RESOLVED_ID) return undefined;
      // The development server reads the table afresh, so an icon added to it shows on reload.
      this.addWatchFile(ICON_NAMES);
      const table =
        server && !building
          ? ((await server.ssrLoadModule(ICON_NAMES)) as { icons: typeof icons }).icons
          : icons;
      return `export default ${JSON.stringify(spriteMarkup(table))};`;
    },
  };
}
