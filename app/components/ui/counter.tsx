import { useEffect, useState } from "react";
import { COUNTER_TICK_MS, countUpValue } from "~/lib/count-up";
import { prefersReducedMotion, useInViewOnce } from "~/lib/use-in-view-once";

/**
 * A number that counts up once it is in view. The server renders the target, so crawlers and
 * visitors without JavaScript (or with reduced motion) read the real figure.
 */
export function Counter({
  value,
  suffix,
  className,
}: {
  value: number;
  suffix: string;
  className?: string;
}) {
  const [ref, state] = useInViewOnce<HTMLSpanElement>();
  const [counted, setCounted] = useState<number | null>(null);

  useEffect(() => {
    if (state !== "inView" || prefersReducedMotion()) return;
    const started = performance.now();
    const timer = window.setInterval(() => {
      const next = countUpValue(value, performance.now() - started);
      setCounted(next);
      if (next === value) window.clearInterval(timer);
    }, COUNTER_TICK_MS);
    return () => window.clearInterval(timer);
  }, [state, value]);

  // Once counting is due it starts from 0, instead of showing the target for a frame first.
  const counting = state === "inView" && !prefersReducedMotion();
  const shown = state === "waiting" ? 0 : (counted ?? (counting ? 0 : value));
  return (
    <span ref={ref} className={className}>
      <span className="tabular-nums">{shown}</span>
      {suffix}
    </span>
  );
}
