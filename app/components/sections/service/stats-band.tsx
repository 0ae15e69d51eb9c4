import type { ServiceFigure } from "#app/content/schemas/service.ts";
import { Reveal } from "#app/components/ui/reveal.tsx";
import { cn } from "#app/lib/cn.ts";
import { staggerDelay } from "#app/lib/stagger.ts";

/** Headline figures on the dark brand band. */
export function StatsBand({ items }: { items: readonly ServiceFigure[] }) {
  return (
    <ul
      className={cn(
        "grid grid-cols-2 gap-3 sm:gap-6",
        items.length === 4 ? "lg:grid-cols-4" : "lg:grid-cols-3",
      )}
    >
      {items.map((item, index) => (
        <Reveal
          as="li"
          key={item.label}
          delayMs={staggerDelay(index)}
          className="rounded-card bg-white/5 p-4 text-center ring-1 ring-white/15 sm:p-6"
        >
          <span className="block text-3xl font-bold text-white sm:text-4xl">{item.value}</span>
          <span className="mt-2 block font-semibold text-accent-300">{item.label}</span>
          {item.description ? (
            <span className="mt-2 block text-sm text-brand-100">{item.description}</span>
          ) : null}
        </Reveal>
      ))}
    </ul>
  );
}
