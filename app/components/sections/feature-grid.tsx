import type { Item } from "#app/content/schemas/common.ts";
import { IconBadge } from "#app/components/ui/icon-badge.tsx";
import { Reveal } from "#app/components/ui/reveal.tsx";
import { cn } from "#app/lib/cn.ts";
import { liftingCardClass } from "#app/components/ui/card.ts";
import { staggerDelay } from "#app/lib/stagger.ts";
import { swipeRow } from "#app/components/ui/swipe-row.ts";

const columnClasses = {
  2: "sm:grid-cols-2",
  3: "sm:grid-cols-2 lg:grid-cols-3",
  4: "sm:grid-cols-2 lg:grid-cols-4",
} as const;

/**
 * Cards of icon, title and text (benefits, reasons, values); they reveal one after another.
 * `compact` puts the icon beside the text, for long lists that would tower on a phone; `swipe`
 * makes the cards a row that scrolls sideways on a phone.
 */
export function FeatureGrid({
  items,
  columns = 3,
  compact = false,
  swipe = false,
  headingLevel: Heading = "h3",
  tone = "light",
  className,
}: {
  items: readonly Item[];
  columns?: keyof typeof columnClasses;
  compact?: boolean;
  swipe?: boolean;
  /** h3 under a section title; h4 when the grid sits under a sub-heading. */
  headingLevel?: "h3" | "h4";
  /** `dark` on a dark band. */
  tone?: "light" | "dark";
  className?: string;
}) {
  return (
    <ul
      {...(swipe
        ? swipeRow(cn("grid gap-6", columnClasses[columns], className))
        : { className: cn("grid gap-6", columnClasses[columns], className) })}
    >
      {items.map((item, index) => (
        <Reveal as="li" key={item.title} delayMs={staggerDelay(index)}>
          <div
            className={cn(
              "h-full",
              tone === "dark" ? "rounded-card bg-white/5 ring-1 ring-white/10" : liftingCardClass,
              compact ? "flex items-start gap-4 p-5" : "p-6",
            )}
          >
            {item.icon ? (
              <IconBadge name={item.icon} size={compact ? "sm" : "md"} tone={tone} />
            ) : null}
            <div>
              <Heading
                className={cn(
                  "text-lg font-semibold",
                  tone === "dark" ? "text-white" : "text-ink",
                  item.icon && !compact && "mt-5",
                )}
              >
                {item.title}
              </Heading>
              <p className={cn("mt-2", tone === "dark" ? "text-brand-100" : "text-ink-muted")}>
                {item.description}
              </p>
            </div>
          </div>
        </Reveal>
      ))}
    </ul>
  );
}
