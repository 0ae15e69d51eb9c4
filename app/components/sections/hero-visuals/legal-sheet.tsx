import { HeroVisual } from "./hero-visual.tsx";

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
      <div className="legal-sheet-stamp shadow-card">
        <span>
          {updatedLabel}
          <span className="legal-sheet-stamp-day">{updated}</span>
        </span>
      </div>
      <p className="legal-sheet-title">{title}</p>
      <ol className="legal-sheet-sections">
        {sections.map((section, index) => (
          <li key={section}>
            <span className="legal-sheet-number">{index + 1}.</span>
            <span className="legal-sheet-text">{section}</span>
          </li>
        ))}
      </ol>
    </HeroVisual>
  );
}
