import type { ServiceSection } from "#app/content/schemas/service.ts";
import { useLabels } from "#app/components/layout/labels.tsx";
import "./section-nav.css";

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
 * navigation bar that stays there while the page scrolls and scrolls sideways itself; from
 * 1280 px up, a column beside the sections that stays in view (its parent spans them). The
 * section being read is marked (`section-nav.ts`); the shapes are in `section-nav.css`.
 */
export function SectionNav({ sections }: { sections: readonly ServiceSection[] }) {
  const labels = useLabels();
  const entries = jumpListEntries(sections);
  if (entries.length === 0) return null;
  return (
    <nav
      data-section-nav=""
      aria-labelledby={TITLE_ID}
      className="section-nav backdrop-blur-md xl:shadow-card xl:backdrop-blur-none"
    >
      <p id={TITLE_ID}>{labels.onThisPage}</p>
      <ul>
        {entries.map((entry) => (
          <li key={entry.id}>
            <a
              href={`#${entry.id}`}
              className="ring-1 ring-line aria-[current]:ring-brand-200 xl:ring-0 xl:aria-[current]:ring-0"
            >
              {entry.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
