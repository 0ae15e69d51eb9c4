import type { MouseEvent } from "react";
import { smoothScrollToHash } from "~/lib/smooth-scroll";
import { PageHero } from "~/components/sections/page-hero";
import { Icon } from "~/components/ui/icon";
import type { LegalDocumentContent, LegalSection } from "./legal-types";

function scrollToSection(event: MouseEvent<HTMLAnchorElement>) {
  const hash = event.currentTarget.hash;
  if (smoothScrollToHash(hash)) {
    event.preventDefault();
    history.pushState(null, "", hash);
  }
}

function SectionBody({ section }: { section: LegalSection }) {
  return (
    <>
      {section.body.map((part) =>
        typeof part === "string" ? (
          <p key={part} className="mt-4">
            {part}
          </p>
        ) : (
          <ul key={part.join()} className="mt-4 list-disc space-y-2 pl-6 marker:text-brand-500">
            {part.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        ),
      )}
      {section.email ? (
        <p className="mt-4">
          <a
            href={`mailto:${section.email}`}
            className="inline-flex items-center gap-2 font-semibold wrap-anywhere text-brand-700 underline underline-offset-4 hover:text-brand-800"
          >
            <Icon name="mail" className="size-5" />
            {section.email}
          </a>
        </p>
      ) : null}
    </>
  );
}

/**
 * Privacy policy and terms (SPEC §2): numbered sections and a table of contents of in-page links,
 * all driven by the document's data.
 */
export function LegalDocument({ document }: { document: LegalDocumentContent }) {
  const { lastUpdated } = document;
  return (
    <>
      <PageHero eyebrow={document.eyebrow} title={document.title} lead={document.lead}>
        <p className="mt-6 text-sm font-medium text-ink-muted">
          Last updated <time dateTime={lastUpdated.iso}>{lastUpdated.text}</time>
        </p>
      </PageHero>

      <div className="mx-auto grid max-w-6xl grid-cols-1 gap-10 px-4 pb-20 sm:px-6 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-16 lg:px-8">
        <nav aria-labelledby="legal-toc-title" className="lg:sticky lg:top-24 lg:self-start">
          <h2
            id="legal-toc-title"
            className="text-sm font-semibold tracking-wider text-ink-muted uppercase"
          >
            On this page
          </h2>
          <ol className="mt-4 space-y-1 border-l border-line text-sm">
            {document.sections.map((section, index) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  onClick={scrollToSection}
                  className="-ml-px block border-l-2 border-transparent py-1.5 pl-4 text-ink-muted hover:border-brand-500 hover:text-brand-700"
                >
                  {index + 1}. {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        <ol className="space-y-12 leading-relaxed text-ink/90">
          {document.sections.map((section, index) => (
            <li key={section.id}>
              <section id={section.id} aria-labelledby={`${section.id}-title`}>
                <h2 id={`${section.id}-title`} className="flex gap-3 text-2xl font-bold text-ink">
                  <span className="text-brand-600">{index + 1}.</span> <span>{section.title}</span>
                </h2>
                <SectionBody section={section} />
              </section>
            </li>
          ))}
        </ol>
      </div>
    </>
  );
}
