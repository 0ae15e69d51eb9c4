/** Runs `callback` once the whole document is parsed: at once if it is, or at DOMContentLoaded. */
export function whenParsed(callback: () => void): void {
  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", callback, { once: true });
  } else {
    callback();
  }
}

/**
 * Runs `callback` once the visitor can see the page: at once, or, for a page the browser
 * prerendered ahead of a click, when that click shows it, so motion starts in front of the visitor.
 */
export function whenShown(callback: () => void): void {
  if ((document as Document & { prerendering?: boolean }).prerendering) {
    document.addEventListener("prerenderingchange", callback, { once: true });
  } else {
    callback();
  }
}

/**
 * Runs `callback` after the load event, once the browser is idle: an idle period comes only after
 * a frame has been drawn, so the page has painted by then.
 */
export function afterLoadWhenIdle(callback: () => void): void {
  const idle = () =>
    "requestIdleCallback" in window
      ? requestIdleCallback(callback, { timeout: 1000 })
      : setTimeout(callback, 200);
  if (document.readyState === "complete") idle();
  else addEventListener("load", idle, { once: true });
}
