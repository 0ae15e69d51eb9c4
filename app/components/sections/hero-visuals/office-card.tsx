import { siteFacts } from "#site-facts";
import type { ContactContent } from "~/content/schemas/contact";
import { Icon } from "~/components/ui/icon";
import { IconBadge } from "~/components/ui/icon-badge";
import { TimeRange } from "~/components/ui/time-range";
import { HeroVisual, HeroVisualLabel } from "./hero-visual";

/**
 * The contact hero's picture: a drawn street map with the office's pin, the reply promise and
 * the business hours, as a card.
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
        <svg
          viewBox="0 0 448 144"
          preserveAspectRatio="xMidYMid slice"
          className="absolute inset-0 size-full"
        >
          <g fill="#ffffff">
            <rect x="16" y="14" width="104" height="44" rx="8" />
            <rect x="136" y="14" width="120" height="44" rx="8" />
            <rect x="16" y="74" width="104" height="56" rx="8" />
            <rect x="296" y="14" width="136" height="44" rx="8" />
            <rect x="296" y="74" width="136" height="56" rx="8" />
          </g>
          <rect x="136" y="74" width="120" height="56" rx="8" fill="#dae6ff" />
          <path d="M0 66h448M128 0v144M276 0v144" stroke="#bcd2ff" strokeWidth="3" fill="none" />
          <path
            d="M-10 136 C 90 120, 160 110, 220 84 S 360 24, 460 10"
            stroke="#fcd38a"
            strokeWidth="10"
            strokeLinecap="round"
            fill="none"
          />
        </svg>
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
