import { whenPageIdle } from "./document-ready.ts";

/** Set once this tab has the web fonts in the cache. */
export const CACHED_KEY = "web-fonts-cached";

/** One shorthand per face in `fonts.css`, enough for the browser to fetch its file. */
const WEB_FONTS = ["700 1em Plus Jakarta Sans", "400 1em Inter"];

/**
 * The self-hosted fonts (`fonts.css`) are used from the first paint of every page whose tab has
 * them in the cache (`html[data-web-fonts]`). The page a visit lands on keeps the fallbacks
 * throughout, so nothing on it moves, and fetches the fonts for the next page only once it has
 * painted, loaded and the browser is idle, so they never compete with its first paint.
 */
export function startWebFonts(): void {
  let cached = false;
  try {
    cached = sessionStorage.getItem(CACHED_KEY) !== null;
  } catch {
    // Storage can be switched off; every page then keeps the fallbacks.
    return;
  }
  if (cached) {
    document.documentElement.toggleAttribute("data-web-fonts", true);
    return;
  }
  whenPageIdle(() => {
    void fetchFonts().then(() => {
      try {
        sessionStorage.setItem(CACHED_KEY, "");
      } catch {
        // Nothing to remember it in: the next page keeps the fallbacks too.
      }
    });
  });
}

/** Downloads both faces into the cache without using them on this page. */
function fetchFonts(): Promise<unknown> {
  return Promise.all(WEB_FONTS.map((font) => document.fonts.load(font)));
}
