import type { ServiceOffering } from "~/content/schemas/service";
import { useLabels } from "~/components/layout/labels";
import { Reveal } from "~/components/ui/reveal";
import { cn } from "~/lib/cn";
import { Icon } from "~/components/ui/icon";
import { IconBadge } from "~/components/ui/icon-badge";
import { staggerDelay } from "~/lib/stagger";
import { swipeRow } from "~/components/ui/swipe-row";
import { chipClass } from "~/components/ui/chip";

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
          className="flex flex-col rounded-card border border-line bg-white p-6 shadow-card transition-shadow duration-300 hover:shadow-lift sm:p-8"
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
            <ul className="mt-5 space-y-2 border-t border-line pt-5 text-sm">
              {item.points.map((point) => (
                <li key={point} className="flex gap-2">
                  <Icon name="check" className="mt-0.5 size-4 shrink-0 text-brand-600" />
                  <span>{point}</span>
                </li>
              ))}
            </ul>
          ) : null}
        </Reveal>
      ))}
    </ul>
  );
}
