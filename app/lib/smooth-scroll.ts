import { prefersReducedMotion } from "./motion.ts";

/** Smooth scrolling lasts 0.8 s with a cubic ease-out. */
const SMOOTH_SCROLL_MS = 800;

export function easeOutCubic(progress: number): number {
  return 1 - Math.pow(1 - progress, 3);
}

/**
 * Scrolls the window to the height `targetY` gives; instant for visitors who prefer reduced
 * motion. The target is asked again on each frame: sections drawn only as they near the screen
 * (`content-visibility`) take their true height while the page passes them, moving what lies below.
 */
export function smoothScrollTo(targetY: () => number): void {
  const startY = window.scrollY;
  if (prefersReducedMotion()) {
    window.scrollTo(0, targetY());
    return;
  }
  const started = performance.now();
  const step = (now: number) => {
    const progress = Math.min(1, (now - started) / SMOOTH_SCROLL_MS);
    window.scrollTo(0, startY + (targetY() - startY) * easeOutCubic(progress));
    if (progress < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}

/** Scrolls to the element an in-page `#id` names, below the fixed navigation bar. */
export function smoothScrollToHash(hash: string): boolean {
  const element = document.getElementById(decodeURIComponent(hash.replace(/^#/, "")));
  if (!element) return false;
  const offset = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
  smoothScrollTo(() => element.getBoundingClientRect().top + window.scrollY - offset);
  element.setAttribute("tabindex", "-1");
  element.focus({ preventScroll: true });
  return true;
}
