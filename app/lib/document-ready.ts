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
 * Runs `callback` after the load event, once the page's first content is on screen and the browser
 * is idle. Waiting for the painted frame matters: an idle period can come before the frame it
 * follows is shown, and a request started then competes with the first paint. Called from the
 * head, so before the load event.
 */
function afterFirstPaintWhenIdle(callback: () => void): void {
  // Safari has no idle callbacks; a task queued behind the paint's is the nearest it has.
  const idle = () => (window.requestIdleCallback ?? setTimeout)(callback);
  // A page reports its first contentful paint once, so the observer is done after it.
  addEventListener("load", () =>
    new PerformanceObserver((entries) => {
      if (entries.getEntriesByName("first-contentful-paint").length > 0) idle();
    }).observe({ type: "paint", buffered: true }),
  );
}

declare global {
  /** Settles once the page has shown its first content, loaded and the browser is idle. */
  var pageIdle: Promise<void>;
}

/**
 * Called by the script every page runs, in the head: starts the watch `whenPageIdle` waits on. One
 * script keeps the watch, so the others that wait for it carry none of it.
 */
export function watchForPageIdle(): void {
  globalThis.pageIdle = new Promise((idle) => afterFirstPaintWhenIdle(idle));
}

/** Runs `callback` once the page is idle after its first paint and load (`watchForPageIdle`). */
export function whenPageIdle(callback: () => void): void {
  void globalThis.pageIdle.then(callback);
}
