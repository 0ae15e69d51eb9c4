import { HeroVisual } from "./hero-visual";

/**
 * A legal document's hero picture: the document as a sheet of paper with its title and its
 * numbered sections, under a stamp with the day it was last updated.
 */
export function LegalSheet({
  title,
  sections,
  updatedLabel,
  updated,
}: {
  title: string;
  sections: readonly string[];
  updatedLabel: string;
  updated: string;
}) {
  return (
    <HeroVisual>
      <div className="absolute -top-5 -left-6 grid size-28 -rotate-12 place-items-center rounded-full border-2 border-dashed border-accent-600 bg-white p-3 text-center text-[0.625rem] leading-tight font-bold tracking-wide text-accent-600 uppercase shadow-card">
        <span>
          {updatedLabel}
          <span className="mt-1 block text-xs tracking-normal text-balance normal-case">
            {updated}
          </span>
        </span>
      </div>
      <p className="pl-20 font-display text-lg font-bold">{title}</p>
      <div className="mt-2 ml-20 h-1 w-16 rounded-pill bg-accent-400" />
      <ol className="mt-5 space-y-1 text-xs">
        {sections.map((section, index) => (
          <li key={section} className="flex gap-2">
            <span className="w-5 shrink-0 text-right font-semibold text-brand-600">
              {index + 1}.
            </span>
            <span className="min-w-0 truncate text-ink-muted">{section}</span>
            <span className="mt-2 h-px min-w-4 flex-1 border-b border-dotted border-line" />
          </li>
        ))}
      </ol>
    </HeroVisual>
  );
}
