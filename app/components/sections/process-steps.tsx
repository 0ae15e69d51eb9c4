import type { CSSProperties } from "react";
import type { Step } from "~/content/schemas/common";
import { useLabels } from "~/components/layout/labels";
import { Reveal } from "~/components/ui/reveal";
import { cn } from "~/lib/cn";
import { fillIn } from "~/lib/fill-in";
import { staggerDelay } from "~/lib/stagger";

const wideColumns: Record<number, string> = {
  3: "lg:grid-cols-3",
  4: "lg:grid-cols-4",
  5: "lg:grid-cols-5",
};

/**
 * Numbered steps of a process, side by side on wide screens and joined by a line from the first
 * number to the last. `center` centres each step under its number; a step may say how long it
 * takes.
 */
export function ProcessSteps({
  steps,
  align = "start",
  headingLevel: Heading = "h3",
  className,
}: {
  steps: readonly Step[];
  align?: "start" | "center";
  headingLevel?: "h3" | "h4";
  className?: string;
}) {
  const labels = useLabels();
  const column = 100 / steps.length;
  // From the centre of the first number to the centre of the last (numbers are 3.5rem wide).
  const lineStyle: CSSProperties =
    align === "center"
      ? { left: `${column / 2}%`, right: `${column / 2}%` }
      : { left: "1.75rem", right: `calc(${column}% - 1.75rem)` };
  return (
    <div className={cn("relative", className)}>
      <div
        aria-hidden="true"
        style={lineStyle}
        className="pointer-events-none absolute top-7 hidden h-0.5 bg-gradient-to-r from-brand-200 via-brand-400 to-brand-200 lg:block"
      />
      <ol className={cn("relative grid gap-10 md:grid-cols-2 lg:gap-8", wideColumns[steps.length])}>
        {steps.map((step, index) => (
          <Reveal
            as="li"
            key={step.title}
            delayMs={staggerDelay(index, 150)}
            className={cn(
              "flex flex-col items-start",
              align === "center" && "sm:items-center sm:text-center",
            )}
          >
            <span
              aria-hidden="true"
              className="grid size-14 place-items-center rounded-full bg-brand-600 text-lg font-bold text-white shadow-lift"
            >
              {String(index + 1).padStart(2, "0")}
            </span>
            {step.duration ? (
              <span className="mt-5 rounded-pill bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-700">
                {step.duration}
              </span>
            ) : null}
            <Heading
              className={cn("text-lg font-semibold text-ink", step.duration ? "mt-3" : "mt-5")}
            >
              <span className="sr-only">{fillIn(labels.step, { number: index + 1 })} </span>
              {step.title}
            </Heading>
            <p className="mt-2 max-w-sm text-ink-muted">{step.description}</p>
          </Reveal>
        ))}
      </ol>
    </div>
  );
}
