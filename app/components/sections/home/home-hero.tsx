import type { HomeHero as HomeHeroContent } from "#app/content/schemas/home.ts";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { StatsGrid } from "#app/components/sections/stats-grid.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { HeroIllustration } from "./hero-illustration.tsx";

/**
 * The home hero. Text comes first and nothing in it fades in or loads an image, so the
 * headline paints at once and is the page's largest content.
 */
export function HomeHero({
  hero,
  milestones,
}: {
  hero: HomeHeroContent;
  /** The delivery cycle's steps, drawn on the growth card's line. */
  milestones: readonly string[];
}) {
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white pt-28 pb-16 sm:pt-36 sm:pb-20">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-32 -right-32 size-[32rem] rounded-full bg-brand-200/50 blur-3xl"
      />

      <div className="relative mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="grid items-center gap-10 sm:gap-14 lg:grid-cols-[1.25fr_1fr] lg:gap-12">
          <div>
            <p className="inline-flex items-center gap-2 rounded-pill bg-white px-4 py-1.5 text-sm font-semibold text-brand-700 shadow-card ring-1 ring-brand-100">
              <Icon name="sparkles" className="size-4 text-accent-500" />
              {hero.badge}
            </p>
            <h1 className="mt-6 text-[1.875rem] leading-[1.12] font-bold text-ink min-[400px]:text-4xl sm:text-5xl xl:text-[3.5rem]">
              {hero.title}{" "}
              <span className="bg-gradient-to-r from-brand-600 to-brand-400 bg-clip-text text-transparent">
                {hero.titleHighlight}
              </span>
            </h1>
            <p className="mt-6 max-w-2xl text-lg text-ink-muted sm:text-xl">{hero.tagline}</p>
            <p className="mt-4 text-lg font-semibold text-brand-700">{hero.invitation}</p>
            <div className="mt-9 flex flex-wrap gap-4">
              {hero.actions.map((action, index) => (
                <ButtonLink
                  key={action.href}
                  href={action.href}
                  size="lg"
                  variant={index === 0 ? "primary" : "secondary"}
                >
                  {action.label}
                  {index === 0 ? <Icon name="arrowRight" className="size-5" /> : null}
                </ButtonLink>
              ))}
            </div>
          </div>

          <HeroIllustration hero={hero} milestones={milestones} />
        </div>

        <div className="mt-10 rounded-panel bg-white px-4 py-7 shadow-card ring-1 ring-line sm:mt-20 sm:px-10 sm:py-10">
          <StatsGrid stats={hero.counters} label={hero.countersLabel} reveal={false} />
        </div>
        <p className="mt-6 font-medium text-ink-muted sm:mt-8 sm:text-center">
          <Icon
            name="globe"
            className="mr-2 inline-block size-5 -translate-y-0.5 align-middle text-brand-600"
          />
          {hero.trustLine}
        </p>
      </div>
    </section>
  );
}
