import type { ServiceSection } from "~/content/schemas/service";
import { useLabels } from "~/components/layout/labels";

const TITLE_ID = "section-nav-title";

/** The sections a jump list leads to: each with an eyebrow (its short name); not the closing one. */
export function jumpListEntries(sections: readonly ServiceSection[]) {
  const entries = sections.flatMap((section) =>
    section.type !== "cta" && section.eyebrow ? [{ id: section.id, label: section.eyebrow }] : [],
  );
  return entries.length < 2 ? [] : entries;
}

/**
 * The page's sections by their short names. On a phone and a tablet, a compact row under the
 * navigation bar that stays there while the page scrolls and scrolls sideways itself; from the
 * large breakpoint up, a column beside the sections that stays in view (its parent spans them).
 * The section being read is marked (`section-nav.ts`).
 */
export function SectionNav({ sections }: { sections: readonly ServiceSection[] }) {
  const labels = useLabels();
  const entries = jumpListEntries(sections);
  if (entries.length === 0) return null;
  return (
    <nav
      data-section-nav=""
      aria-labelledby={TITLE_ID}
      className="sticky top-16 z-30 border-y border-line bg-surface/90 backdrop-blur-md lg:pointer-events-auto lg:top-24 lg:w-48 lg:rounded-card lg:border lg:bg-surface lg:p-3 lg:shadow-card lg:backdrop-blur-none"
    >
      <p
        id={TITLE_ID}
        className="sr-only lg:not-sr-only lg:block lg:px-3 lg:pt-1 lg:pb-2 lg:text-xs lg:font-semibold lg:tracking-wider lg:text-ink-muted lg:uppercase"
      >
        {labels.onThisPage}
      </p>
      <ul className="mx-auto flex max-w-7xl gap-1.5 overflow-x-auto px-4 py-2 [scrollbar-width:none] sm:px-6 lg:flex-col lg:gap-0.5 lg:overflow-visible lg:p-0">
        {entries.map((entry) => (
          <li key={entry.id} className="shrink-0">
            <a
              href={`#${entry.id}`}
              className="inline-flex min-h-9 items-center rounded-pill px-3 text-sm font-medium whitespace-nowrap text-ink-muted ring-1 ring-line hover:bg-primary-soft hover:text-primary aria-[current]:bg-primary-soft aria-[current]:text-primary aria-[current]:ring-brand-200 lg:flex lg:rounded-control lg:py-1.5 lg:leading-snug lg:whitespace-normal lg:ring-0 lg:aria-[current]:ring-0"
            >
              {entry.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
