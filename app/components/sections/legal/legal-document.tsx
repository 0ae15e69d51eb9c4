import type { ReactNode } from "react";
import type { LegalContent } from "#app/content/schemas/legal.ts";
import type { Labels, SiteText } from "#app/content/schemas/site-text.ts";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { LegalSheet } from "#app/components/sections/hero-visuals/legal-sheet.tsx";
import { calendarDay } from "#shared/text/dates.ts";
import "./legal-body.css";

/** A section of a legal document: its `##` heading's text and anchor. */
export interface LegalSection {
  readonly slug: string;
  readonly text: string;
}

/**
 * The privacy policy or the terms: numbered sections (the Markdown's `##` headings, handed in
 * as `body`) and a table of contents of in-page links to them.
 */
export function LegalDocument({
  document,
  sections,
  labels,
  sheetWords,
  minutes,
  body,
}: {
  document: LegalContent;
  sections: readonly LegalSection[];
  labels: Labels;
  sheetWords: SiteText["legalSheet"];
  /** How long the document takes to read. */
  minutes: number;
  body: ReactNode;
}) {
  return (
    <>
      <PageHero
        eyebrow={document.eyebrow}
        title={document.title}
        lead={document.lead}
        visual={
          <LegalSheet
            title={document.title}
            issuer={document.issuer}
            questionsTo={document.questionsTo}
            sectionCount={sections.length}
            minutes={minutes}
            words={sheetWords}
            updatedLabel={labels.lastUpdated}
            updated={calendarDay(document.lastUpdated)}
          />
        }
      >
        <p className="mt-6 text-sm font-medium text-ink-muted">
          {labels.lastUpdated}{" "}
          <time dateTime={document.lastUpdated}>{calendarDay(document.lastUpdated)}</time>
        </p>
      </PageHero>

      {/* The same width and padding as the hero's, so the contents line up with its heading. */}
      <div className="legal-layout mx-auto grid max-w-7xl grid-cols-1 gap-10 px-4 pb-20 sm:px-6 lg:gap-16 lg:px-8">
        <nav aria-labelledby="legal-toc-title" className="lg:sticky lg:top-24 lg:self-start">
          <h2
            id="legal-toc-title"
            className="text-sm font-semibold tracking-wider text-ink-muted uppercase"
          >
            {labels.onThisPage}
          </h2>
          <ol className="mt-4 space-y-1 border-l border-line text-sm">
            {sections.map((section, index) => (
              <li key={section.slug}>
                <a
                  href={`#${section.slug}`}
                  className="-ml-px block border-l-2 border-transparent py-1.5 pl-4 text-ink-muted hover:border-brand-500 hover:text-brand-700"
                >
                  {index + 1}. {section.text}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        <div className="legal-body leading-relaxed text-ink/90">{body}</div>
      </div>
    </>
  );
}
