import type { ReactNode } from "react";
import { cn } from "#app/lib/cn.ts";
import "./hero-visuals.css";

/**
 * The frame of an inner page's hero picture: a white card on a brand plate set slightly askew,
 * with a dot grid, in the hero's right column from the large breakpoint up. Below it the hero's
 * text stands alone, since every picture repeats what the page says further down.
 *
 * `decorative` pictures are hidden from assistive technology; one that carries its own meaning
 * (a list of links, say) is given as `decorative={false}` and names itself.
 */
export function HeroVisual({
  children,
  decorative = true,
  className,
  cardClassName,
}: {
  children: ReactNode;
  decorative?: boolean;
  className?: string;
  /** The card's padding and anything else it needs; `p-6` when not given. */
  cardClassName?: string;
}) {
  return (
    <div
      data-hero-visual=""
      aria-hidden={decorative ? "true" : undefined}
      className={cn("hero-visual relative hidden lg:block", className)}
    >
      <div className="hero-visual-plate" />
      <div
        className={cn(
          "relative rounded-panel bg-white text-ink shadow-lift ring-1 ring-brand-100",
          cardClassName ?? "p-6",
        )}
      >
        {children}
      </div>
    </div>
  );
}

/** The small heading line of a hero picture's card, with its icon or mark before it. */
export function HeroVisualLabel({
  children,
  className,
}: {
  children: ReactNode;
  className?: string;
}) {
  return (
    <p
      className={cn(
        "flex items-center gap-2 text-xs font-semibold tracking-wider text-brand-700 uppercase",
        className,
      )}
    >
      {children}
    </p>
  );
}
