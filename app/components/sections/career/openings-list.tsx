import {
  EMPLOYMENT_TYPES,
  openingPath,
  WORKPLACES,
  type Opening,
} from "#shared/hiring/openings.ts";
import { siteFacts } from "virtual:site-facts";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { Icon, type IconName } from "#app/components/ui/icon.tsx";
import { Reveal } from "#app/components/ui/reveal.tsx";
import { staggerDelay } from "#app/lib/stagger.ts";

function Fact({ icon, children }: { icon: IconName; children: string }) {
  return (
    <li className="flex items-center gap-1.5">
      <Icon name={icon} className="size-4 text-brand-600" />
      {children}
    </li>
  );
}

/** The first paragraph of a Markdown description, as plain text: the card's summary. */
export function summaryOf(description: string): string {
  const paragraph = description.split(/\n\s*\n/).find((block) => /^[^#\-*>\d\s]/.test(block));
  return (paragraph ?? "").replace(/[*_`[\]]/g, "").replace(/\(https?:[^)]*\)/g, "");
}

/** The open roles, each linking to its own page. */
export function OpeningsList({
  openings,
  readMore,
  none,
}: {
  openings: readonly Opening[];
  readMore: string;
  none: string;
}) {
  if (openings.length === 0) return <p className="max-w-2xl text-lg text-ink-muted">{none}</p>;
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {openings.map((opening, index) => {
        const titleId = `opening-${opening.slug}`;
        const type = EMPLOYMENT_TYPES[opening.employmentType].label;
        return (
          <Reveal as="li" key={opening.slug} delayMs={staggerDelay(index)}>
            <article
              aria-labelledby={titleId}
              className="flex h-full flex-col rounded-card border border-line bg-white p-6 shadow-card transition-shadow duration-300 hover:shadow-lift"
            >
              <div className="flex items-start justify-between gap-3">
                <h3 id={titleId} className="text-xl font-bold text-ink">
                  {opening.title}
                </h3>
                <span
                  className={
                    opening.employmentType === "internship"
                      ? "shrink-0 rounded-pill bg-accent-300/40 px-3 py-1 text-xs font-semibold text-ink"
                      : "shrink-0 rounded-pill bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-700"
                  }
                >
                  {type}
                </span>
              </div>
              <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-muted">
                <Fact icon="mapPin">{`${siteFacts.address.city} · ${WORKPLACES[opening.workplace]}`}</Fact>
                <Fact icon="clock">{opening.experience}</Fact>
                <Fact icon="briefcase">{opening.department}</Fact>
              </ul>
              <p className="mt-4 text-ink-muted">{summaryOf(opening.description)}</p>
              <div className="mt-auto pt-6">
                <ButtonLink
                  href={openingPath(opening.slug)}
                  aria-describedby={titleId}
                  className="w-full"
                >
                  {readMore}
                </ButtonLink>
              </div>
            </article>
          </Reveal>
        );
      })}
    </ul>
  );
}
