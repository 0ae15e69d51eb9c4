import { useId } from "react";
import type { HomeHero } from "#app/content/schemas/home.ts";
import { BusinessGrowthCard } from "./business-growth-card.tsx";
import { TechMarkTile } from "./tech-mark.tsx";

/**
 * The home hero's picture, drawn as one framed illustration: the technology stack in a window,
 * and below it the growth card whose rising line passes the delivery cycle's milestones. The
 * stack is a list a screen reader announces; the rest repeats the page and is decoration.
 */
export function HeroIllustration({
  hero,
  milestones,
}: {
  hero: HomeHero;
  milestones: readonly string[];
}) {
  const stackTitleId = useId();
  return (
    <div
      data-hero-illustration
      className="mx-auto w-full max-w-md overflow-hidden rounded-panel bg-surface-muted shadow-lift ring-1 ring-line lg:max-w-none"
    >
      <div className="flex items-center gap-1.5 border-b border-line bg-white px-5 py-3">
        <span className="size-2.5 rounded-full bg-[#f87171]" />
        <span className="size-2.5 rounded-full bg-accent-400" />
        <span className="size-2.5 rounded-full bg-[#4ade80]" />
        <p
          id={stackTitleId}
          className="ml-2 text-xs font-semibold tracking-wider text-ink-muted uppercase"
        >
          {hero.stackTitle}
        </p>
      </div>
      <div className="bg-[radial-gradient(var(--color-brand-200)_1px,transparent_1px)] bg-[size:16px_16px] p-3 sm:p-6">
        <ul aria-labelledby={stackTitleId} className="grid grid-cols-3 gap-2 sm:gap-3">
          {hero.stack.map((tech) => (
            <li
              key={tech.name}
              className="flex flex-col items-center gap-1.5 rounded-card bg-white px-1 py-3 text-center shadow-card ring-1 ring-line"
            >
              <TechMarkTile mark={tech.mark} />
              <span className="text-xs font-semibold text-ink sm:text-sm">{tech.name}</span>
            </li>
          ))}
        </ul>
        <BusinessGrowthCard growth={hero.growth} milestones={milestones} className="mt-4 sm:mt-5" />
      </div>
    </div>
  );
}
