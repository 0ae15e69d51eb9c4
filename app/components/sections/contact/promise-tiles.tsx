import type { Item } from "~/content/types";
import { Icon } from "~/components/ui/icon";
import { Reveal } from "~/components/ui/reveal";
import { staggerDelay } from "~/lib/stagger";

/** Four short promises, shown as compact tiles under the form. */
export function PromiseTiles({ items }: { items: readonly Item[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {items.map((item, index) => (
        <Reveal as="li" key={item.title} delayMs={staggerDelay(index)}>
          <div className="flex h-full gap-4 rounded-card bg-white p-5 ring-1 ring-line">
            {item.icon ? (
              <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-brand-600 text-white">
                <Icon name={item.icon} className="size-5" />
              </span>
            ) : null}
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
