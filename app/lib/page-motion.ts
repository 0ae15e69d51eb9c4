import { COUNTER_TICK_MS, countUpValue } from "./count-up";
import { prefersReducedMotion } from "./motion";

/** SPEC §4: sections reveal when 10% of them is in view. */
export const IN_VIEW_THRESHOLD = 0.1;

/**
 * Reveals and counters, driven from the DOM rather than from component state, so they work the
 * same inside hydrated components and inside server-rendered HTML. Markup opts in with
 * `data-reveal` (fade and slide in once) and `data-count-to` (count from 0 to the value once).
 * Only elements that start below the fold are ever hidden: no content waits for JavaScript.
 */
export function startPageMotion(): () => void {
  const reduced = prefersReducedMotion();
  const timers = new Set<number>();

  const countUp = (element: HTMLElement) => {
    const target = Number(element.dataset.countTo);
    const started = performance.now();
    element.textContent = "0";
    const timer = window.setInterval(() => {
      const value = countUpValue(target, performance.now() - started);
      element.textContent = String(value);
      if (value === target) {
        window.clearInterval(timer);
        timers.delete(timer);
      }
    }, COUNTER_TICK_MS);
    timers.add(timer);
  };

  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const element = entry.target as HTMLElement;
        observer.unobserve(element);
        if (element.dataset.reveal !== undefined) element.dataset.reveal = "shown";
        if (element.dataset.countTo !== undefined) countUp(element);
      }
    },
    { threshold: IN_VIEW_THRESHOLD },
  );

  if (!reduced) {
    const fold = window.innerHeight;
    for (const element of document.querySelectorAll<HTMLElement>('[data-reveal=""]')) {
      if (element.getBoundingClientRect().top < fold) continue;
      element.dataset.reveal = "hidden";
      observer.observe(element);
    }
    for (const element of document.querySelectorAll<HTMLElement>("[data-count-to]")) {
      if (element.getBoundingClientRect().top >= fold) element.textContent = "0";
      observer.observe(element);
    }
  }

  return () => {
    observer.disconnect();
    for (const timer of timers) window.clearInterval(timer);
  };
}
