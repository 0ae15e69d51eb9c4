import { useEffect, useRef, useState, type RefObject } from "react";

/** SPEC §4: sections reveal when 10% of them is in view. */
export const IN_VIEW_THRESHOLD = 0.1;

export function prefersReducedMotion(): boolean {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

export type InViewState = "initial" | "waiting" | "inView";

/**
 * Watches an element until it first enters the viewport, then stops: one-way, never reversed.
 * Starts as "initial" (server render, and elements already on screen keep it until they count as
 * in view); "waiting" only for an element that was below the fold when the page became interactive.
 */
export function useInViewOnce<T extends Element>(): [RefObject<T | null>, InViewState] {
  const ref = useRef<T>(null);
  const [state, setState] = useState<InViewState>("initial");

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === "undefined") {
      setState("inView");
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setState("inView");
          observer.disconnect();
        }
      },
      { threshold: IN_VIEW_THRESHOLD },
    );
    const rect = element.getBoundingClientRect();
    if (rect.top >= window.innerHeight) setState("waiting");
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return [ref, state];
}
