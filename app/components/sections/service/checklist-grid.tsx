import type { SectionOf } from "~/content/schemas/service";
import { Reveal } from "~/components/ui/reveal";
import { Icon } from "~/components/ui/icon";
import { staggerDelay } from "~/lib/stagger";

/** Benefits as a compact checklist in up to three columns. */
export function ChecklistGrid({ items }: { items: SectionOf<"checklist">["items"] }) {
  return (
    <ul className="mx-auto grid max-w-6xl gap-x-10 gap-y-5 sm:grid-cols-2 sm:gap-y-8 lg:grid-cols-3">
      {items.map((item, index) => (
        <Reveal as="li" key={item.title} delayMs={staggerDelay(index)} className="flex gap-4">
          <Icon name="checkCircle" className="mt-0.5 size-6 shrink-0 text-success" />
          <div>
            <h3 className="font-semibold sm:text-lg">{item.title}</h3>
            <p className="mt-1 text-sm text-ink-muted sm:text-base">{item.description}</p>
          </div>
        </Reveal>
      ))}
    </ul>
  );
}
