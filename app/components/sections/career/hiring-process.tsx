import type { Step } from "#app/content/schemas/common.ts";
import { useLabels } from "#app/components/layout/labels.tsx";
import { Reveal } from "#app/components/ui/reveal.tsx";
import { fillIn } from "#shared/text/fill-in.ts";
import { staggerDelay } from "#app/lib/stagger.ts";
import { Icon } from "#app/components/ui/icon.tsx";

/** The three steps of the one-day hiring process, and the note on internships. */
export function HiringProcess({ steps, note }: { steps: readonly Step[]; note: string }) {
  const labels = useLabels();
  return (
    <>
      <ol className="grid gap-6 md:grid-cols-3">
        {steps.map((step, index) => (
          <Reveal as="li" key={step.title} delayMs={staggerDelay(index, 150)}>
            <div className="relative h-full rounded-card border border-line bg-white p-6 shadow-card">
              <span
                aria-hidden="true"
                className="grid size-12 place-items-center rounded-full bg-brand-600 text-lg font-bold text-white shadow-lift"
              >
                {index + 1}
              </span>
              <h3 className="mt-5 text-lg font-semibold text-ink">
                <span className="sr-only">{fillIn(labels.step, { number: index + 1 })} </span>
                {step.title}
              </h3>
              <p className="mt-2 text-ink-muted">{step.description}</p>
            </div>
          </Reveal>
        ))}
      </ol>
      <Reveal className="mx-auto mt-10 flex max-w-3xl gap-4 rounded-card border border-brand-100 bg-brand-50 p-6">
        <Icon name="graduation" className="size-7 shrink-0 text-brand-700" />
        <p className="text-ink">{note}</p>
      </Reveal>
    </>
  );
}
