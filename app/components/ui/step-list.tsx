import type { Step } from "#app/content/schemas/common.ts";
import { cn } from "#app/lib/cn.ts";

/**
 * A step's number on its disc, the one mark of a step wherever a process is shown ("01");
 * `large` for a process standing side by side on a wide screen. Decoration: the list's order is
 * the steps' order.
 */
export function StepNumber({ number, large = false }: { number: number; large?: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        "relative grid size-10 shrink-0 place-items-center rounded-full bg-brand-600 text-sm font-bold text-white shadow-lift",
        large && "md:size-14 md:text-lg",
      )}
    >
      {String(number).padStart(2, "0")}
    </span>
  );
}

/** The line from one step's number down to the next one's, in a timeline. */
export const stepLineClass = "absolute top-11 bottom-1 left-5 w-0.5 bg-brand-200";

/**
 * Steps as a compact numbered timeline at every width (a sidebar's "what happens next"): the
 * same numbers and line as a page's process on a phone, the title and its description beside them.
 */
export function StepList({ steps, className }: { steps: readonly Step[]; className?: string }) {
  return (
    <ol className={cn("relative", className)}>
      {steps.map((step, index) => (
        <li key={step.title} className="relative flex gap-4 pb-6 last:pb-0">
          {index < steps.length - 1 ? <span aria-hidden="true" className={stepLineClass} /> : null}
          <StepNumber number={index + 1} />
          <div className="pt-2">
            <h3 className="leading-snug font-semibold">{step.title}</h3>
            <p className="mt-1 text-sm text-ink-muted">{step.description}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
