import { COUNTER_TICK_MS, countUpValue } from "./count-up";
import { prefersReducedMotion } from "./motion";
import { smoothScrollToHash } from "./smooth-scroll";

/** SPEC §4: sections reveal when 10% of them is in view. */
export const IN_VIEW_THRESHOLD = 0.1;

/**
 * SPEC §4 accordion: one item open at a time, or none; the open item's button closes it.
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
  // SPEC §2: a link to `#id` on the same page scrolls smoothly to that element.
  const link = event.target.closest<HTMLAnchorElement>('a[href^="#"]');
  if (link && link.hash.length > 1 && smoothScrollToHash(link.hash)) {
    event.preventDefault();
    history.pushState(null, "", link.hash);
  }
}

/**
 * Page behaviour driven from the DOM rather than from component state, so it works the same in
 * hydrated components and in server-only static HTML (`StaticContent`): reveals (`data-reveal`,
 * fade and slide in once), counters (`data-count-to`, count from 0 once), accordions and in-page
 * links. Only elements that start below the fold are ever hidden: no content waits for JavaScript.
 */
export function startPageBehaviours(): () => void {
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

  document.addEventListener("click", onDocumentClick);

  return () => {
    document.removeEventListener("click", onDocumentClick);
    observer.disconnect();
    for (const timer of timers) window.clearInterval(timer);
  };
}
