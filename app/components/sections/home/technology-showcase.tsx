import type { HomeContent } from "~/content/schemas/home";
import { Icon } from "~/components/ui/icon";
import { IconBadge } from "~/components/ui/icon-badge";
import { Reveal } from "~/components/ui/reveal";
import { FeatureGrid } from "~/components/sections/feature-grid";
import { staggerDelay } from "~/lib/stagger";
import { swipeRow } from "~/components/ui/swipe-row";
import { chipClass } from "~/components/ui/chip";

function SubHeading({ children }: { children: string }) {
  return (
    <Reveal className="mt-12 mb-6 sm:mt-20 sm:mb-10 sm:text-center">
      <h3 className="text-2xl font-bold text-ink sm:text-3xl">{children}</h3>
    </Reveal>
  );
}

/** The home technology section's body: six stacks, the team's certifications, the agile cycle. */
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
            className="relative rounded-card bg-gradient-to-br from-brand-600 to-brand-800 p-6 text-white shadow-lift"
          >
            <span aria-hidden="true" className="text-sm font-bold tracking-widest text-brand-100">
              {String(index + 1).padStart(2, "0")}
            </span>
            <h4 className="mt-2 text-xl font-bold">{step.title}</h4>
            <p className="mt-2 text-sm text-brand-100">{step.description}</p>
            {index < content.agileSteps.length - 1 ? (
              <Icon
                name="chevronRight"
                className="absolute top-1/2 -right-5 z-10 hidden size-6 -translate-y-1/2 rounded-full bg-white text-brand-700 shadow-card lg:block"
              />
            ) : null}
          </Reveal>
        ))}
      </ol>
    </>
  );
}
