import type { Item } from "~/content/types";
import { Icon } from "~/components/ui/icon";
import { Reveal } from "~/components/ui/reveal";
import { cn } from "~/lib/cn";
import { staggerDelay } from "~/lib/stagger";

const columnClasses = {
  2: "sm:grid-cols-2",
  3: "sm:grid-cols-2 lg:grid-cols-3",
  4: "sm:grid-cols-2 lg:grid-cols-4",
} as const;

/**
 * Cards of icon, title and text (benefits, reasons, values); they reveal one after another.
 * `compact` puts the icon beside the text, for long lists that would tower on a phone.
 */
export function FeatureGrid({
  items,
  columns = 3,
  compact = false,
  headingLevel: Heading = "h3",
  className,
}: {
  items: readonly Item[];
  columns?: keyof typeof columnClasses;
  compact?: boolean;
  /** h3 under a section title; h4 when the grid sits under a sub-heading. */
  headingLevel?: "h3" | "h4";
  className?: string;
}) {
  return (
    <ul className={cn("grid gap-6", columnClasses[columns], className)}>
      {items.map((item, index) => (
        <Reveal as="li" key={item.title} delayMs={staggerDelay(index)}>
          <div
            className={cn(
              "h-full rounded-card border border-line bg-white shadow-card transition-shadow duration-300 hover:shadow-lift",
              compact ? "flex items-start gap-4 p-5" : "p-6",
            )}
          >
            {item.icon ? (
              <span
                className={cn(
                  "grid shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700",
                  compact ? "size-11" : "size-12",
                )}
              >
                <Icon name={item.icon} />
              </span>
            ) : null}
            <div>
              <Heading
                className={cn("text-lg font-semibold text-ink", item.icon && !compact && "mt-5")}
              >
                {item.title}
              </Heading>
              <p className="mt-2 text-ink-muted">{item.description}</p>
            </div>
          </div>
        </Reveal>
      ))}
    </ul>
  );
}
