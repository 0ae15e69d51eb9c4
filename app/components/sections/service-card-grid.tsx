import { useLabels } from "#app/components/layout/labels.tsx";
import { Icon, type IconName } from "#app/components/ui/icon.tsx";
import { IconBadge } from "#app/components/ui/icon-badge.tsx";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { CheckList } from "#app/components/ui/check-list.tsx";
import { Reveal } from "#app/components/ui/reveal.tsx";
import { cn } from "#app/lib/cn.ts";
import { liftingCardClass } from "#app/components/ui/card.ts";
import { staggerDelay } from "#app/lib/stagger.ts";
import { fillIn } from "#shared/text/fill-in.ts";

export interface ServiceCardEntry {
  readonly title: string;
  readonly description: string;
  readonly features: readonly string[];
  readonly icon: IconName;
  readonly href: string;
}

const columnClasses = {
  3: "md:grid-cols-2 lg:grid-cols-3",
  4: "md:grid-cols-2 xl:grid-cols-4",
} as const;

/** Service cards: icon, title, description, feature bullets and a "Learn More" link. */
export function ServiceCardGrid({
  cards,
  linkLabel,
  columns = 3,
}: {
  cards: readonly ServiceCardEntry[];
  linkLabel: string;
  columns?: keyof typeof columnClasses;
}) {
  const labels = useLabels();
  return (
    <ul className={cn("swipe-row grid gap-6", columnClasses[columns])}>
      {cards.map((card, index) => (
        <Reveal as="li" key={card.title} delayMs={staggerDelay(index, 90)}>
          <article className={cn("group flex h-full flex-col p-7", liftingCardClass)}>
            <IconBadge name={card.icon} />
            <h3 className="mt-5 text-xl font-semibold text-ink">{card.title}</h3>
            <p className="mt-3 text-ink-muted">{card.description}</p>
            {card.features.length > 0 ? (
              <CheckList items={card.features} className="mt-5 text-sm text-ink" />
            ) : null}
            <div className="mt-auto pt-7">
              <ButtonLink href={card.href} variant="secondary">
                {linkLabel}
                <span className="sr-only"> {fillIn(labels.moreAbout, { title: card.title })}</span>
                <Icon
                  name="arrowRight"
                  className="size-4 transition-transform group-hover:translate-x-0.5"
                />
              </ButtonLink>
            </div>
          </article>
        </Reveal>
      ))}
    </ul>
  );
}
