import type { HomeContent } from "#app/content/schemas/home.ts";
import { Section } from "#app/components/layout/section.tsx";
import { Counter } from "#app/components/ui/counter.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { Reveal } from "#app/components/ui/reveal.tsx";
import { staggerDelay } from "#app/lib/stagger.ts";

/**
 * The home track record: the results as a sheet of figures beside the service commitments and the
 * trust badges. It reads on from the hero's headline counters, left-aligned and tabulated, rather
 * than a second row of large centred numbers.
 */
export function TrackRecord({ content }: { content: HomeContent["trackRecord"] }) {
  return (
    <Section
      tone="brand"
      layout="leading"
      eyebrow={content.eyebrow}
      title={content.title}
      intro={content.intro}
    >
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)] lg:gap-12">
        <ul className="grid grid-cols-2 gap-px overflow-hidden rounded-panel bg-white/15 ring-1 ring-white/15">
          {content.stats.map((stat, index) => (
            <Reveal
              as="li"
              key={stat.label}
              delayMs={staggerDelay(index)}
              className="bg-surface-dark p-4 sm:p-7"
            >
              <p className="text-3xl font-bold tracking-tight text-accent-300 sm:text-4xl">
                <Counter value={stat.value} suffix={stat.suffix} />
              </p>
              <p className="mt-2 font-semibold text-white">{stat.label}</p>
              {stat.subtitle ? (
                <p className="mt-1 text-sm text-brand-100">{stat.subtitle}</p>
              ) : null}
            </Reveal>
          ))}
        </ul>

        <div>
          <p
            aria-hidden="true"
            className="text-sm font-semibold tracking-wider text-accent-300 uppercase"
          >
            {content.metricsLabel}
          </p>
          <ul aria-label={content.metricsLabel} className="mt-3 border-t border-white/15">
            {content.metrics.map((metric, index) => (
              <Reveal
                as="li"
                key={metric.label}
                delayMs={staggerDelay(index, 150)}
                className="flex items-baseline gap-4 border-b border-white/15 py-3 sm:py-4"
              >
                <span className="w-24 shrink-0 text-xl font-bold text-white sm:text-2xl">
                  {metric.value}
                </span>
                <span className="text-sm text-brand-100">{metric.label}</span>
              </Reveal>
            ))}
          </ul>

          <ul aria-label={content.badgesLabel} className="mt-6 flex flex-wrap gap-2">
            {content.badges.map((badge, index) => (
              <Reveal
                as="li"
                key={badge.label}
                delayMs={staggerDelay(index)}
                className="flex items-center gap-2 rounded-pill bg-white/10 px-4 py-2 text-sm font-semibold text-white ring-1 ring-white/20"
              >
                <Icon name={badge.icon} className="size-5 text-accent-300" />
                {badge.label}
              </Reveal>
            ))}
          </ul>
        </div>
      </div>
    </Section>
  );
}
