import type { CSSProperties } from "react";
import type { Step } from "#app/content/schemas/common.ts";
import { useLabels } from "#app/components/layout/labels.tsx";
import { Reveal } from "#app/components/ui/reveal.tsx";
import { cn } from "#app/lib/cn.ts";
import { smallChipClass } from "#app/components/ui/chip.ts";
import { StepNumber, stepLineClass } from "#app/components/ui/step-list.tsx";
import { fillIn } from "#shared/text/fill-in.ts";
import { staggerDelay } from "#app/lib/stagger.ts";

const wideColumns: Record<number, string> = {
  3: "lg:grid-cols-3",
  4: "lg:grid-cols-4",
  5: "lg:grid-cols-5",
};

/**
 * Numbered steps of a process, the one look for every process on the site. On a phone they are a
 * timeline: each number beside its step, a line down from one number to the next. On wide
 * screens they stand side by side, joined by a line from the first number to the last. A step
 * may say how long it takes, beside its title.
 */
export function ProcessSteps({
  steps,
  headingLevel: Heading = "h3",
  className,
}: {
  steps: readonly Step[];
  headingLevel?: "h3" | "h4";
  className?: string;
}) {
  const labels = useLabels();
  const column = 100 / steps.length;
  // From the centre of the first number to the centre of the last (numbers are 3.5rem wide).
  const lineStyle: CSSProperties = { left: "1.75rem", right: `calc(${column}% - 1.75rem)` };
  return (
    <div className={cn("relative", className)}>
      <div
        aria-hidden="true"
        style={lineStyle}
        className="pointer-events-none absolute top-7 hidden h-0.5 bg-gradient-to-r from-brand-200 via-brand-400 to-brand-200 lg:block"
      />
      <ol
        className={cn("relative grid md:grid-cols-2 md:gap-10 lg:gap-8", wideColumns[steps.length])}
      >
        {steps.map((step, index) => (
          <Reveal
            as="li"
            key={step.title}
            delayMs={staggerDelay(index, 150)}
            className="relative flex gap-4 pb-7 last:pb-0 md:flex-col md:gap-5 md:pb-0"
          >
            {index < steps.length - 1 ? (
              <span aria-hidden="true" className={cn(stepLineClass, "md:hidden")} />
            ) : null}
            <StepNumber number={index + 1} large />
            <div className="pt-1.5 md:pt-0">
              <Heading className="text-lg leading-snug font-semibold text-ink">
                <span className="sr-only">{fillIn(labels.step, { number: index + 1 })} </span>
                {step.title}
                {step.duration ? (
                  <span className={cn("ml-2", smallChipClass)}>{step.duration}</span>
                ) : null}
              </Heading>
              <p className="mt-1.5 max-w-sm text-ink-muted">{step.description}</p>
            </div>
          </Reveal>
        ))}
      </ol>
    </div>
  );
}
