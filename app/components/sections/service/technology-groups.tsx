import type { SectionOf } from "#app/content/schemas/service.ts";
import { Reveal } from "#app/components/ui/reveal.tsx";
import { cn } from "#app/lib/cn.ts";
import { cardClass } from "#app/components/ui/card.ts";
import { staggerDelay } from "#app/lib/stagger.ts";
import { chipClass } from "#app/components/ui/chip.ts";

/** Card widths that keep every group in one row on wide screens (24 px gaps). */
const cardWidth: Record<number, string> = {
  4: "sm:w-[calc(50%-0.75rem)] lg:w-[calc(25%-1.125rem)]",
  5: "sm:w-[calc(50%-0.75rem)] lg:w-[calc(33.333%-1rem)] xl:w-[calc(20%-1.2rem)]",
};
const defaultCardWidth = "sm:w-[calc(50%-0.75rem)] lg:w-[calc(33.333%-1rem)]";

/** The technologies of a service, grouped by layer (front end, data, hosting…). */
export function TechnologyGroups({ groups }: { groups: SectionOf<"technologies">["groups"] }) {
  return (
    <ul className="flex flex-wrap justify-center gap-6">
      {groups.map((group, index) => (
        <Reveal
          as="li"
          key={group.label}
          delayMs={staggerDelay(index)}
          className={cn("w-full p-6", cardClass, cardWidth[groups.length] ?? defaultCardWidth)}
        >
          <h3 className="text-sm font-semibold tracking-wider text-brand-700 uppercase">
            {group.label}
          </h3>
          <ul className="mt-4 flex flex-wrap gap-2">
            {group.items.map((technology) => (
              <li key={technology} className={chipClass}>
                {technology}
              </li>
            ))}
          </ul>
        </Reveal>
      ))}
    </ul>
  );
}
