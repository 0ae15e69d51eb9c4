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
  // A page reached from elsewhere keeps the fallbacks whatever the tab holds, so it leaves the
  // tab's storage alone until it is idle: the first access waits on the browser.
  if (!followedFromThisSite()) {
    whenPageIdle(fetchFontsForNextPages);
    return;
  }
  let cached = false;
  try {
    cached = sessionStorage.getItem(CACHED_KEY) !== null;
  } catch {
    // Storage can be switched off; every page then keeps the fallbacks.
    return;
  }
  if (cached) document.documentElement.toggleAttribute("data-web-fonts", true);
  else whenPageIdle(fetchFontsForNextPages);
}

/**
 * Whether this page was opened from one of the site's own. A browser that withholds even the
 * site's own referrer gets the fallbacks on every page, as one with storage switched off does.
 */
function followedFromThisSite(): boolean {
  return document.referrer !== "" && new URL(document.referrer).origin === location.origin;
}

/** Downloads both faces into the cache without using them on this page, and notes it in the tab. */
function fetchFontsForNextPages(): void {
  try {
    if (sessionStorage.getItem(CACHED_KEY) !== null) return;
  } catch {
    // Nothing to note it in: the next page could not know, so the download would be wasted.
    return;
  }
  void Promise.all(WEB_FONTS.map((font) => document.fonts.load(font))).then(() => {
    try {
      sessionStorage.setItem(CACHED_KEY, "");
    } catch {
      // Storage went away meanwhile: the next page keeps the fallbacks too.
    }
  });
}
