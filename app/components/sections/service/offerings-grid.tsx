import type { ServiceOffering } from "#app/content/schemas/service.ts";
import { useLabels } from "#app/components/layout/labels.tsx";
import { Reveal } from "#app/components/ui/reveal.tsx";
import { cn } from "#app/lib/cn.ts";
import { liftingCardClass } from "#app/components/ui/card.ts";
import { CheckList } from "#app/components/ui/check-list.tsx";
import { IconBadge } from "#app/components/ui/icon-badge.tsx";
import { staggerDelay } from "#app/lib/stagger.ts";
import { swipeRow } from "#app/components/ui/swipe-row.ts";
import { chipClass } from "#app/components/ui/chip.ts";

/** What we offer: one card per offering, with its deliverables and platforms. */
export function OfferingsGrid({
  items,
  columns = 3,
}: {
  items: readonly ServiceOffering[];
  columns?: 2 | 3;
}) {
  const labels = useLabels();
  return (
    <ul
      {...swipeRow(
        cn("grid gap-6 md:grid-cols-2", columns === 3 ? "lg:grid-cols-3" : "mx-auto max-w-5xl"),
      )}
    >
      {items.map((item, index) => (
        <Reveal
          as="li"
          key={item.title}
          delayMs={staggerDelay(index)}
          className={cn("flex flex-col p-6 sm:p-8", liftingCardClass)}
        >
          <IconBadge name={item.icon} />
          <h3 className="mt-5 text-xl font-semibold">{item.title}</h3>
          <p className="mt-3 text-ink-muted">{item.description}</p>
          {item.tags ? (
            <ul aria-label={labels.platforms} className="mt-5 flex flex-wrap gap-2">
              {item.tags.map((tag) => (
                <li key={tag} className={chipClass}>
                  {tag}
                </li>
              ))}
            </ul>
          ) : null}
          {item.points ? (
            <CheckList items={item.points} className="mt-5 border-t border-line pt-5 text-sm" />
          ) : null}
        </Reveal>
      ))}
    </ul>
  );
}
