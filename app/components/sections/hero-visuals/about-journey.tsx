import { siteFacts } from "virtual:site-facts";
import type { AboutContent } from "#app/content/schemas/about.ts";
import { Icon } from "#app/components/ui/icon.tsx";
import { HeroVisual, HeroVisualLabel } from "./hero-visual.tsx";

/**
 * The about hero's picture: the company's road from its founding year to today, with the
 * figures of its story along the way and the regions its clients are in at the end.
 */
export function AboutJourney({
  journey,
  title,
  stats,
}: {
  journey: AboutContent["hero"]["journey"];
  title: string;
  stats: AboutContent["stats"]["stats"];
}) {
  return (
    <HeroVisual>
      <HeroVisualLabel>
        <Icon name="mapPin" className="size-4" />
        {title}
      </HeroVisualLabel>
      <ol className="journey">
        <li className="relative flex items-center gap-4">
          <span className="journey-mark shadow-card">{siteFacts.foundingYear}</span>
          <span className="font-semibold">{journey.founded}</span>
        </li>
        <li className="journey-figures">
          <ul className="grid grid-cols-2 gap-2">
            {stats.map((stat) => (
              <li
                key={stat.label}
                className="rounded-control bg-brand-50 px-3 py-2 ring-1 ring-brand-100 ring-inset"
              >
                <span className="block text-lg leading-tight font-bold text-brand-700">
                  {stat.value}
                  {stat.suffix}
                </span>
                <span className="block text-xs font-medium text-ink-muted">{stat.label}</span>
              </li>
            ))}
          </ul>
        </li>
        <li className="relative flex items-start gap-4">
          <span className="journey-mark journey-mark-today shadow-card">{journey.today}</span>
          <div className="pt-1">
            <p className="text-sm font-semibold">{journey.team}</p>
            <ul className="mt-2 flex flex-wrap gap-1.5">
              {siteFacts.areasServed.map((area) => (
                <li
                  key={area}
                  className="inline-flex items-center gap-1 rounded-pill bg-white px-2.5 py-0.5 text-xs font-medium text-ink ring-1 ring-line"
                >
                  <Icon name="globe" className="size-3.5 text-brand-600" />
                  {area}
                </li>
              ))}
            </ul>
          </div>
        </li>
      </ol>
    </HeroVisual>
  );
}
