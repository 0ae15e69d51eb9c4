import { ICON_ID_PREFIX } from "#app/lib/icon-names.ts";

/** One drawing of the page's icon sprite (`icon-sprite.ts`), with its name. */
const SYMBOL = new RegExp(`<symbol id="${ICON_ID_PREFIX}([\\w-]+)"[^>]*>[\\s\\S]*?</symbol>`, "g");

/**
 * `html` with its icon sprite cut to the icons the page can draw, out of the words `candidates`
 * holds (`pageCandidates`): those its markup refers to (`#icon-name`) and those its islands' code
 * or props name, which a state drawn later (an error, a toast) may show. Every page carries the
 * whole table's sprite otherwise, some 3.4 KB compressed, most of it icons it never shows.
 */
export function withPageIcons(html: string, candidates: ReadonlySet<string>): string {
  return html.replace(SYMBOL, (symbol, name: string) =>
    candidates.has(name) || candidates.has(`#${ICON_ID_PREFIX}${name}`) ? symbol : "",
  );
}
