import type { CareerContent } from "#app/content/schemas/career.ts";
import { IconBadge } from "#app/components/ui/icon-badge.tsx";
import { HiringDay } from "./career-day.tsx";
import { HeroVisual } from "./hero-visual.tsx";

/**
 * An opening's hero picture: the role's facts on a ticket (its department at the top, then
 * each fact the page lists beside the description), above a tear-off line and the one-day
 * hiring process.
 */
export function OpeningTicket({
  department,
  facts,
  hiring,
}: {
  department: string;
  facts: readonly (readonly [term: string, value: string])[];
  hiring: CareerContent["hiring"];
}) {
  return (
    <HeroVisual cardClassName="">
      <div className="opening-ticket-head">
        <IconBadge name="briefcase" size="sm" />
        <p className="font-display text-lg font-bold">{department}</p>
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 px-6 pb-6 text-sm">
        {facts.map(([term, value]) => (
          <div key={term} className="min-w-0">
            <dt className="text-xs font-medium text-ink-muted">{term}</dt>
            <dd className="font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="opening-ticket-tear" />
      <div className="p-6 pt-5">
        <HiringDay hiring={hiring} />
      </div>
    </HeroVisual>
  );
}
