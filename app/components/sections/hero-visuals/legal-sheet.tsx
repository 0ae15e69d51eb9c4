import type { SiteText } from "#app/content/schemas/site-text.ts";
import { fillIn } from "#shared/text/fill-in.ts";
import { HeroVisual } from "./hero-visual.tsx";

/**
 * A legal document's hero picture: the document as a sheet of paper with its title, who it is
 * from, its length and whom to ask, under a stamp with the day it was last updated. Its sections
 * are not drawn: the contents beside the text already list them.
 */
export function LegalSheet({
  title,
  issuer,
  questionsTo,
  sectionCount,
  minutes,
  words,
  updatedLabel,
  updated,
}: {
  title: string;
  issuer: string;
  questionsTo: string;
  sectionCount: number;
  minutes: number;
  words: SiteText["legalSheet"];
  updatedLabel: string;
  updated: string;
}) {
  const facts = [
    [words.from, issuer],
    [words.length, fillIn(words.sections, { count: sectionCount, minutes })],
    [words.questions, questionsTo],
  ] as const;
  return (
    <HeroVisual>
      <div className="legal-sheet-stamp shadow-card">
        <span>
          {updatedLabel}
          <span className="legal-sheet-stamp-day">{updated}</span>
        </span>
      </div>
      <p className="legal-sheet-title">{title}</p>
      <dl className="legal-sheet-facts">
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </HeroVisual>
  );
}
