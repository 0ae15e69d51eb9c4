import type { HomeContent } from "#app/content/schemas/home.ts";
import { Icon } from "#app/components/ui/icon.tsx";
import { IconBadge } from "#app/components/ui/icon-badge.tsx";
import { Reveal } from "#app/components/ui/reveal.tsx";
import { FeatureGrid } from "#app/components/sections/feature-grid.tsx";
import { staggerDelay } from "#app/lib/stagger.ts";
import { swipeRow } from "#app/components/ui/swipe-row.ts";
import { chipClass } from "#app/components/ui/chip.ts";

function SubHeading({ children }: { children: string }) {
  return (
    <Reveal className="mt-12 mb-6 sm:mt-20 sm:mb-10 sm:text-center">
      <h3 className="text-2xl font-bold text-ink sm:text-3xl">{children}</h3>
    </Reveal>
  );
}

/**
 * The home technology section's body: six stacks, the team's certifications, and the agile cycle
 * every sprint repeats (the last step turns back to the first), drawn in the section's own light
 * cards so that it reads as how the stack is used, not as a second process beside the timeline.
 */
export function TechnologyShowcase({ content }: { content: HomeContent["technology"] }) {
  return (
    <>
      <ul {...swipeRow("grid gap-6 sm:grid-cols-2 lg:grid-cols-3")}>
        {content.categories.map((category, index) => (
          <Reveal as="li" key={category.name} delayMs={staggerDelay(index, 90)}>
            <div className="h-full rounded-card border border-line bg-white p-6 shadow-card">
              <div className="flex items-center gap-3">
                <IconBadge name={category.icon} size="sm" />
                <h3 className="text-lg font-semibold text-ink">{category.name}</h3>
              </div>
              <ul className="mt-5 flex flex-wrap gap-2">
                {category.technologies.map((technology) => (
                  <li key={technology} className={chipClass}>
                    {technology}
                  </li>
                ))}
              </ul>
            </div>
          </Reveal>
        ))}
      </ul>

      <SubHeading>{content.certificationsTitle}</SubHeading>
      <FeatureGrid items={content.certifications} headingLevel="h4" compact swipe />

      <SubHeading>{content.agileTitle}</SubHeading>
      <ol {...swipeRow("grid gap-4 sm:grid-cols-2 lg:grid-cols-4 lg:gap-6")}>
        {content.agileSteps.map((step, index) => (
          <Reveal
            as="li"
            key={step.title}
            delayMs={staggerDelay(index, 150)}
            className="relative rounded-card bg-white p-6 shadow-card ring-1 ring-line"
          >
            <span aria-hidden="true" className="text-sm font-bold tracking-widest text-primary">
              {String(index + 1).padStart(2, "0")}
            </span>
            <h4 className="mt-2 text-xl font-bold text-ink">{step.title}</h4>
            <p className="mt-2 text-sm text-ink-muted">{step.description}</p>
            <Icon
              name={index < content.agileSteps.length - 1 ? "chevronRight" : "retry"}
              className="absolute top-1/2 -right-5 z-10 hidden size-6 -translate-y-1/2 rounded-full bg-white p-0.5 text-brand-700 shadow-card ring-1 ring-line lg:block"
            />
          </Reveal>
        ))}
      </ol>
    </>
  );
}
