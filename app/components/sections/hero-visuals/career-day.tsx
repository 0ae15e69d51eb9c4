import type { CSSProperties } from "react";
import type { CareerContent } from "#app/content/schemas/career.ts";
import { Icon, type IconName } from "#app/components/ui/icon.tsx";
import { HeroVisual, HeroVisualLabel } from "./hero-visual.tsx";

/** A mark for each step of the hiring day, in order; steps beyond them share the last. */
const STEP_ICONS: readonly IconName[] = ["mail", "users", "award"];

/** The one-day hiring process as three marks on a line, under its title. */
export function HiringDay({ hiring }: { hiring: CareerContent["hiring"] }) {
  return (
    <>
      <HeroVisualLabel>
        <Icon name="calendar" className="size-4" />
        {hiring.eyebrow ?? hiring.title}
      </HeroVisualLabel>
      <p className="mt-2 font-display text-xl font-bold">{hiring.title}</p>
      <ol className="hiring-day-steps" style={{ "--steps": hiring.steps.length } as CSSProperties}>
        {hiring.steps.map((step, index) => (
          <li key={step.title} className="relative flex flex-col items-center text-center">
            {index < hiring.steps.length - 1 ? <span className="hiring-day-line" /> : null}
            <span
              className={
                index === hiring.steps.length - 1
                  ? "relative grid size-10 place-items-center rounded-full bg-accent-400 text-brand-950 shadow-card"
                  : "relative grid size-10 place-items-center rounded-full bg-brand-600 text-white shadow-card"
              }
            >
              <Icon name={STEP_ICONS[Math.min(index, STEP_ICONS.length - 1)]!} className="size-5" />
            </span>
            <span className="mt-2 text-xs leading-snug font-semibold">{step.title}</span>
          </li>
        ))}
      </ol>
    </>
  );
}

/**
 * The career hero's picture: the one-day hiring process as a timeline, then the career areas
 * a new colleague could join.
 */
export function CareerDay({
  hiring,
  areas,
}: {
  hiring: CareerContent["hiring"];
  areas: CareerContent["areas"];
}) {
  return (
    <HeroVisual>
      <HiringDay hiring={hiring} />
      <HeroVisualLabel className="mt-6 border-t border-line pt-5">
        <Icon name="briefcase" className="size-4" />
        {areas.eyebrow ?? areas.title}
      </HeroVisualLabel>
      <ul className="mt-3 grid grid-cols-2 gap-2">
        {areas.items.map((area) => (
          <li
            key={area.title}
            className="flex items-center gap-2 rounded-control bg-brand-50 px-2.5 py-2 text-xs font-medium ring-1 ring-brand-100 ring-inset"
          >
            {area.icon ? (
              <Icon name={area.icon} className="size-4 shrink-0 text-brand-700" />
            ) : null}
            {area.title}
          </li>
        ))}
      </ul>
    </HeroVisual>
  );
}
