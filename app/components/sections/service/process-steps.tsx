import type { CSSProperties } from "react";
import type { ServiceStep } from "~/content/service-pages/types";
import { Reveal } from "~/components/ui/reveal";
import { cn } from "~/lib/cn";
import { staggerDelay } from "./stagger";

const wideColumns: Record<number, string> = {
  3: "lg:grid-cols-3",
  4: "lg:grid-cols-4",
  5: "lg:grid-cols-5",
};

/** The delivery process as numbered steps, joined by a line on wide screens. */
export function ProcessSteps({ steps }: { steps: readonly ServiceStep[] }) {
  // The line runs from the centre of the first number to the centre of the last one.
  const lineInset = `${50 / steps.length}%`;
  const lineStyle: CSSProperties = { left: lineInset, right: lineInset };
  return (
    <div className="relative">
      <div
        aria-hidden="true"
        style={lineStyle}
        className="pointer-events-none absolute top-7 hidden h-0.5 bg-gradient-to-r from-brand-200 via-brand-400 to-brand-200 lg:block"
      />
      <ol className={cn("relative grid gap-10 md:grid-cols-2", wideColumns[steps.length])}>
        {steps.map((step, index) => (
          <Reveal
            as="li"
            key={step.title}
            delayMs={staggerDelay(index)}
            className="flex flex-col items-start sm:items-center sm:text-center"
          >
            <span
              aria-hidden="true"
              className="grid size-14 place-items-center rounded-full bg-brand-600 text-xl font-bold text-white shadow-lift"
            >
              {index + 1}
            </span>
            {step.duration ? (
              <span className="mt-5 rounded-pill bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-700">
                {step.duration}
              </span>
            ) : null}
            <h3 className="mt-3 text-lg font-bold">
              <span className="sr-only">Step {index + 1}: </span>
              {step.title}
            </h3>
            <p className="mt-2 max-w-xs text-ink-muted">{step.description}</p>
          </Reveal>
        ))}
      </ol>
    </div>
  );
}
