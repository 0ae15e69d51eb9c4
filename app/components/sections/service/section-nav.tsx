import type { ServiceSection } from "~/content/schemas/service";
import { useLabels } from "~/components/layout/labels";

/**
 * The page's sections by their short names (each section's eyebrow), under the hero: a row that
 * stays below the navigation bar while the page scrolls, and scrolls sideways on a phone, where
 * it is a compact jump list rather than a second menu. The closing call to action is not listed.
 */
export function SectionNav({ sections }: { sections: readonly ServiceSection[] }) {
  const labels = useLabels();
  const entries = sections.flatMap((section) =>
    section.type !== "cta" && section.eyebrow ? [{ id: section.id, label: section.eyebrow }] : [],
  );
  if (entries.length < 2) return null;
  return (
    <nav
      aria-label={labels.onThisPage}
      className="sticky top-16 z-30 border-y border-line bg-white/90 backdrop-blur-md lg:top-18"
    >
      <ul className="mx-auto flex max-w-7xl gap-1.5 overflow-x-auto px-4 py-2 [scrollbar-width:none] sm:px-6 lg:px-8">
        {entries.map((entry) => (
          <li key={entry.id} className="shrink-0">
            <a
              href={`#${entry.id}`}
              className="inline-flex min-h-9 items-center rounded-pill px-3 text-sm font-medium whitespace-nowrap text-ink-muted ring-1 ring-line hover:bg-brand-50 hover:text-brand-700"
            >
              {entry.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
