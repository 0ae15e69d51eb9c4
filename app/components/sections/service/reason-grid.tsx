import type { Item } from "#app/content/schemas/common.ts";
import { IconBadge } from "#app/components/ui/icon-badge.tsx";
import { Reveal } from "#app/components/ui/reveal.tsx";
import { cn } from "#app/lib/cn.ts";
import { staggerDelay } from "#app/lib/stagger.ts";

const columns = {
  four: "sm:grid-cols-2 lg:grid-cols-4",
  three: "sm:grid-cols-2 lg:grid-cols-3",
} as const;

/**
 * Why choose us, key advantages: a compact list (a mark beside each title and its text, a rule
 * above each), not a wall of cards; numbered when `numbered`.
 */
export function ReasonGrid({
  items,
  numbered = false,
}: {
  items: readonly Item[];
  numbered?: boolean;
}) {
  const width = items.length === 4 || items.length === 8 ? columns.four : columns.three;
  const List = numbered ? "ol" : "ul";
  return (
    <List className={cn("grid gap-x-10 gap-y-5 sm:gap-y-8", width)}>
      {items.map((item, index) => (
        <Reveal
          as="li"
          key={item.title}
          delayMs={staggerDelay(index)}
          className="flex gap-4 border-t border-line pt-5"
        >
          {numbered ? (
            <span
              aria-hidden="true"
              className="w-9 shrink-0 text-2xl leading-tight font-bold text-brand-500"
            >
              {String(index + 1).padStart(2, "0")}
            </span>
          ) : item.icon ? (
            <IconBadge name={item.icon} size="sm" />
          ) : null}
          <div>
            <h3 className="font-semibold">{item.title}</h3>
            <p className="mt-1 text-sm text-ink-muted">{item.description}</p>
          </div>
        </Reveal>
      ))}
    </List>
  );
}
