import type { Item } from "#app/content/schemas/common.ts";
import { IconBadge } from "#app/components/ui/icon-badge.tsx";
import { Reveal } from "#app/components/ui/reveal.tsx";
import { staggerDelay } from "#app/lib/stagger.ts";

/** Four short promises, shown as compact tiles under the form. */
export function PromiseTiles({ items }: { items: readonly Item[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {items.map((item, index) => (
        <Reveal as="li" key={item.title} delayMs={staggerDelay(index)}>
          <div className="flex h-full gap-4 rounded-card bg-white p-5 ring-1 ring-line">
            {item.icon ? <IconBadge name={item.icon} size="sm" /> : null}
            <div>
              <h3 className="font-semibold text-ink">{item.title}</h3>
              <p className="mt-1 text-sm text-ink-muted">{item.description}</p>
            </div>
          </div>
        </Reveal>
      ))}
    </ul>
  );
}
