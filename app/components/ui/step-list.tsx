import type { Step } from "~/content/schemas/common";
import { cn } from "~/lib/cn";

/**
 * Steps as a numbered timeline: a number on a line that joins the steps, the title and its
 * description beside it. The list's order is the steps' order, so the numbers are decoration.
 */
export function StepList({
  steps,
  onDark = false,
  className,
}: {
  steps: readonly Step[];
  onDark?: boolean;
  className?: string;
}) {
  return (
    <ol className={cn("relative", className)}>
      {steps.map((step, index) => (
        <li key={step.title} className="relative flex gap-4 pb-6 last:pb-0">
          {index < steps.length - 1 ? (
            <span
              aria-hidden="true"
              className={cn(
                "absolute top-9 bottom-0 left-[1.0625rem] w-px",
                onDark ? "bg-white/20" : "bg-brand-200",
              )}
            />
          ) : null}
          <span
            aria-hidden="true"
            className={cn(
              "relative grid size-9 shrink-0 place-items-center rounded-full text-sm font-bold",
              onDark ? "bg-accent-400 text-brand-950" : "bg-brand-600 text-white",
            )}
          >
            {index + 1}
          </span>
          <div className="pt-1.5">
            <h3 className="leading-snug font-semibold">{step.title}</h3>
            <p className={cn("mt-1 text-sm", onDark ? "text-brand-100" : "text-ink-muted")}>
              {step.description}
            </p>
          </div>
        </li>
      ))}
    </ol>
  );
}
