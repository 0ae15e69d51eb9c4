import type { Item } from "~/content/schemas/common";
import { IconBadge } from "~/components/ui/icon-badge";
import { Reveal } from "~/components/ui/reveal";
import { cn } from "~/lib/cn";
import { staggerDelay } from "~/lib/stagger";

/** Card widths that fill a row with four cards, or three; a shorter last row stays centred. */
const cardWidth = {
  four: "sm:w-[calc(50%-0.75rem)] lg:w-[calc(25%-1.125rem)]",
  three: "md:w-[calc(50%-0.75rem)] lg:w-[calc(33.333%-1rem)]",
} as const;

/** Why choose us, key advantages: icon cards, or numbered cards when `numbered`. */
export function ReasonGrid({
  items,
  numbered = false,
}: {
  items: readonly Item[];
  numbered?: boolean;
}) {
  const width = items.length === 4 || items.length === 8 ? cardWidth.four : cardWidth.three;
  const List = numbered ? "ol" : "ul";
  return (
    <List className="flex flex-wrap justify-center gap-6">
      {items.map((item, index) => (
        <Reveal
          as="li"
          key={item.title}
          delayMs={staggerDelay(index)}
          className={cn(
            "w-full rounded-card border border-line bg-white p-6 shadow-card sm:p-7",
            width,
          )}
        >
          {numbered ? (
            <span aria-hidden="true" className="text-4xl font-bold text-brand-500">
              {String(index + 1).padStart(2, "0")}
            </span>
          ) : item.icon ? (
            <IconBadge name={item.icon} />
          ) : null}
          <h3 className="mt-4 text-lg font-semibold">{item.title}</h3>
          <p className="mt-2 text-ink-muted">{item.description}</p>
        </Reveal>
      ))}
    </List>
  );
}
