import type { SectionOf } from "~/content/schemas/service";
import { Reveal } from "~/components/ui/reveal";
import { Icon } from "~/components/ui/icon";

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
        <ul className="mt-4 space-y-2.5 text-sm sm:mt-5 sm:space-y-3 sm:text-base">
          {section.points.map((point) => (
            <li key={point} className="flex gap-3">
              <span className="mt-0.5 grid size-6 shrink-0 place-items-center rounded-full bg-brand-600 text-white">
                <Icon name="check" className="size-4" />
              </span>
              <span>{point}</span>
            </li>
          ))}
        </ul>
      </Reveal>
    </div>
  );
}
