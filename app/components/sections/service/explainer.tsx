import type { SectionOf } from "#app/content/schemas/service.ts";
import { Reveal } from "#app/components/ui/reveal.tsx";
import { CheckList } from "#app/components/ui/check-list.tsx";

/** A model explained in prose, beside a card listing its key points. */
export function Explainer({ section }: { section: SectionOf<"explainer"> }) {
  return (
    <div className="grid items-start gap-6 sm:gap-10 lg:grid-cols-5 lg:gap-14">
      <Reveal className="space-y-4 text-ink-muted sm:space-y-5 sm:text-lg lg:col-span-3">
        {section.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </Reveal>
      <Reveal
        delayMs={150}
        className="rounded-card border border-brand-100 bg-brand-50 p-5 sm:p-8 lg:col-span-2"
      >
        <h3 className="text-lg font-bold text-brand-900">{section.pointsTitle}</h3>
        <CheckList
          items={section.points}
          className="mt-4 text-sm sm:mt-5 sm:space-y-3 sm:text-base"
        />
      </Reveal>
    </div>
  );
}
