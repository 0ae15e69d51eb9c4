import type { SectionOf } from "~/content/schemas/service";
import { Reveal } from "~/components/ui/reveal";
import { Icon } from "~/components/ui/icon";
import { staggerDelay } from "~/lib/stagger";

/** Benefits as a compact checklist in up to three columns. */
export function ChecklistGrid({ items }: { items: SectionOf<"checklist">["items"] }) {
  return (
    <ul className="mx-auto grid max-w-6xl gap-x-10 gap-y-8 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item, index) => (
        <Reveal as="li" key={item.title} delayMs={staggerDelay(index)} className="flex gap-4">
          <Icon name="checkCircle" className="mt-0.5 size-6 shrink-0 text-success" />
          <div>
            <h3 className="text-lg font-bold">{item.title}</h3>
            <p className="mt-1 text-ink-muted">{item.description}</p>
          </div>
        </Reveal>
      ))}
    </ul>
  );
}
