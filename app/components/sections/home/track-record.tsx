import type { HomeContent } from "~/content/schemas/home";
import { Section } from "~/components/layout/section";
import { Icon } from "~/components/ui/icon";
import { Reveal } from "~/components/ui/reveal";
import { StatsGrid } from "~/components/sections/stats-grid";
import { staggerDelay } from "~/lib/stagger";

/** The home track record: headline figures, service commitments and trust badges. */
export function TrackRecord({ content }: { content: HomeContent["trackRecord"] }) {
  return (
    <Section tone="brand" eyebrow={content.eyebrow} title={content.title} intro={content.intro}>
      <StatsGrid stats={content.stats} tone="dark" />

      <ul
        aria-label={content.metricsLabel}
        className="mx-auto mt-10 grid max-w-5xl grid-cols-3 gap-2 sm:mt-16 sm:gap-4"
      >
        {content.metrics.map((metric, index) => (
          <Reveal
            as="li"
            key={metric.label}
            delayMs={staggerDelay(index, 150)}
            className="rounded-card bg-white/5 px-2 py-4 text-center ring-1 ring-white/15 sm:px-6 sm:py-7"
          >
            <p className="text-xl font-bold text-white sm:text-3xl">{metric.value}</p>
            <p className="mt-1 text-xs text-brand-100 sm:mt-2 sm:text-sm">{metric.label}</p>
          </Reveal>
        ))}
      </ul>

      <ul
        aria-label={content.badgesLabel}
        className="mt-8 flex flex-wrap gap-2 sm:mt-12 sm:justify-center sm:gap-4"
      >
        {content.badges.map((badge, index) => (
          <Reveal
            as="li"
            key={badge.label}
            delayMs={staggerDelay(index)}
            className="flex items-center gap-2 rounded-pill bg-white/10 px-5 py-2.5 text-sm font-semibold text-white ring-1 ring-white/20"
          >
            <Icon name={badge.icon} className="size-5 text-accent-300" />
            {badge.label}
          </Reveal>
        ))}
      </ul>
    </Section>
  );
}
