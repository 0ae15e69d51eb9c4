import { siteFacts } from "virtual:site-facts";
import type { ContactContent } from "#app/content/schemas/contact.ts";
import { Icon } from "#app/components/ui/icon.tsx";
import { IconBadge } from "#app/components/ui/icon-badge.tsx";
import { TimeRange } from "#app/components/ui/time-range.tsx";
import { StaticMapArt } from "#app/components/sections/contact/static-map-art.tsx";
import { HeroVisual, HeroVisualLabel } from "./hero-visual.tsx";

/**
 * The contact hero's picture: a strip of the page's drawn map with the office's pin, the reply
 * promise and the business hours, as a card.
 */
export function OfficeCard({
  replyPromise,
  details,
}: {
  replyPromise: string;
  details: ContactContent["details"];
}) {
  return (
    <HeroVisual cardClassName="overflow-hidden">
      <div className="office-card-map">
        <StaticMapArt />
        <span className="office-card-pin shadow-lift ring-1 ring-brand-100">
          <span className="grid size-7 place-items-center rounded-full bg-brand-600 text-white">
            <Icon name="mapPin" className="size-4" />
          </span>
          {siteFacts.address.city}, {siteFacts.address.region}
        </span>
      </div>
      <div className="space-y-5 p-6">
        <p className="flex items-center gap-3 font-semibold">
          <IconBadge name="clock" size="sm" />
          {replyPromise}
        </p>
        <div>
          <HeroVisualLabel>
            <Icon name="calendarDays" className="size-4" />
            {details.hoursTitle}
          </HeroVisualLabel>
          <dl className="mt-3 space-y-1.5 text-sm">
            {siteFacts.hours.map((entry) => (
              <div key={entry.days} className="flex justify-between gap-4">
                <dt className="text-ink-muted">{entry.days}</dt>
                <dd className="font-semibold">
                  <TimeRange text={entry.time} />
                </dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
    </HeroVisual>
  );
}
