import type { Step } from "~/content/types";
import { Reveal } from "~/components/ui/reveal";
import { cn } from "~/lib/cn";
import { staggerDelay } from "~/lib/stagger";

/** Numbered steps of a process, side by side on wide screens, joined by a line. */
export function ProcessSteps({
  steps,
  headingLevel: Heading = "h3",
  className,
}: {
  steps: readonly Step[];
  headingLevel?: "h3" | "h4";
  className?: string;
}) {
  return (
    <div className={cn("relative", className)}>
      <div
        aria-hidden="true"
        className="pointer-events-none absolute top-7 right-[22%] left-7 hidden h-0.5 bg-gradient-to-r from-brand-200 via-brand-400 to-brand-200 lg:block"
      />
      <ol className="relative grid gap-10 sm:grid-cols-2 lg:grid-cols-4 lg:gap-8">
        {steps.map((step, index) => (
          <Reveal
            as="li"
            key={step.title}
            delayMs={staggerDelay(index, 150)}
            className="flex flex-col items-start"
          >
            <span
              aria-hidden="true"
              className="grid size-14 place-items-center rounded-full bg-brand-600 text-lg font-bold text-white shadow-lift"
            >
              {String(index + 1).padStart(2, "0")}
            </span>
            <Heading className="mt-5 text-lg font-semibold text-ink">
              <span className="sr-only">Step {index + 1}: </span>
              {step.title}
            </Heading>
            <p className="mt-2 max-w-sm text-ink-muted">{step.description}</p>
          </Reveal>
        ))}
      </ol>
    </div>
  );
}
