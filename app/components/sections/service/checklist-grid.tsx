import type { SectionOf } from "#app/content/schemas/service.ts";
import { Reveal } from "#app/components/ui/reveal.tsx";
import { CheckMark } from "#app/components/ui/check-list.tsx";
import { staggerDelay } from "#app/lib/stagger.ts";

/** Benefits as a compact checklist in up to three columns. */
export function ChecklistGrid({ items }: { items: SectionOf<"checklist">["items"] }) {
  return (
    <ul className="mx-auto grid max-w-6xl gap-x-10 gap-y-5 sm:grid-cols-2 sm:gap-y-8 lg:grid-cols-3">
      {items.map((item, index) => (
        <Reveal
          as="li"
          key={item.title}
          delayMs={staggerDelay(index)}
          className="flex gap-3 leading-[1.15] sm:text-lg"
        >
          <CheckMark />
          <div>
            <h3 className="font-semibold">{item.title}</h3>
            <p className="mt-1 text-sm leading-[1.6] text-ink-muted sm:text-base">
              {item.description}
            </p>
          </div>
        </Reveal>
      ))}
    </ul>
  );
}
