import { COUNTER_TICK_MS, countUpValue } from "./count-up.ts";
import { prefersReducedMotion } from "./motion.ts";
import { smoothScrollToHash } from "./smooth-scroll.ts";

/** Sections reveal when 10% of them is in view. */
export const IN_VIEW_THRESHOLD = 0.1;

/**
 * Accordions: one item open at a time, or none; the open item's button closes it.
 * Markup: `[data-accordion]` around buttons `[data-accordion-trigger]` whose `aria-controls`
 * names their panel.
 */
function toggleAccordion(trigger: HTMLElement) {
  const accordion = trigger.closest("[data-accordion]");
  if (!accordion) return;
  for (const button of accordion.querySelectorAll<HTMLElement>("[data-accordion-trigger]")) {
    const open = button === trigger && button.getAttribute("aria-expanded") !== "true";
    button.setAttribute("aria-expanded", String(open));
    const panel = document.getElementById(button.getAttribute("aria-controls") ?? "");
    if (panel) panel.hidden = !open;
  }
}

function onDocumentClick(event: MouseEvent) {
  if (event.defaultPrevented || !(event.target instanceof Element)) return;
  const trigger = event.target.closest<HTMLElement>("[data-accordion-trigger]");
  if (trigger) {
    toggleAccordion(trigger);
    return;
  }
  // A link to `#id` on the same page scrolls smoothly to that element.
  const link = event.target.closest<HTMLAnchorElement>('a[href^="#"]');
  if (link && link.hash.length > 1 && smoothScrollToHash(link.hash)) {
    event.preventDefault();
    history.pushState(null, "", link.hash);
  }
}

/** Accordions and in-page links answer from the first paint: the listener needs no markup yet. */
export function listenForPageControls(): void {
  document.addEventListener("click", onDocumentClick);
}

/**
 * Reveals (`data-reveal`: fade and slide in once) and counters (`data-count-to`: count from 0
 * once), driven from the DOM so they work the same over any static markup. Only elements that
 * start off screen are ever hidden: no content waits for JavaScript. The first report of an
 * IntersectionObserver says what is on screen without forcing a layout, so the first paint is
 * never held up by measuring the page.
 */
export function startMotion(): void {
  if (prefersReducedMotion()) return;

  const countUp = (element: HTMLElement) => {
    const target = Number(element.dataset.countTo);
    const started = performance.now();
    element.textContent = "0";
    const timer = window.setInterval(() => {
      const value = countUpValue(target, performance.now() - started);
      element.textContent = String(value);
      if (value === target) window.clearInterval(timer);
    }, COUNTER_TICK_MS);
  };

  const reported = new WeakSet<Element>();
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const element = entry.target as HTMLElement;
        const first = !reported.has(element);
        reported.add(element);
        const onScreen = first
          ? entry.isIntersecting
          : entry.intersectionRatio >= IN_VIEW_THRESHOLD;
        if (!onScreen) {
          if (!first) continue;
          // Off screen at first: hidden, or at zero, until it comes into view.
          if (element.dataset.reveal !== undefined) element.dataset.reveal = "hidden";
          if (element.dataset.countTo !== undefined) element.textContent = "0";
          continue;
        }
        observer.unobserve(element);
        if (element.dataset.reveal === "hidden") element.dataset.reveal = "shown";
        if (element.dataset.countTo !== undefined) countUp(element);
      }
    },
    { threshold: [0, IN_VIEW_THRESHOLD] },
  );
  for (const element of document.querySelectorAll('[data-reveal=""], [data-count-to]')) {
    observer.observe(element);
  }
}
