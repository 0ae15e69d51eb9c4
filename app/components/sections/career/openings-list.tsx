import type { JobOpening } from "~/content/schemas/career";
import { useLabels } from "~/components/layout/labels";
import { ButtonLink } from "~/components/ui/button";
import { Icon, type IconName } from "~/components/ui/icon";
import { Reveal } from "~/components/ui/reveal";
import { staggerDelay } from "~/lib/stagger";

function roleId(opening: JobOpening): string {
  return `opening-${opening.role.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
}

function Fact({ icon, children }: { icon: IconName; children: string }) {
  return (
    <li className="flex items-center gap-1.5">
      <Icon name={icon} className="size-4 text-brand-600" />
      {children}
    </li>
  );
}

/** The open roles, each with its apply button. */
export function OpeningsList({
  openings,
  applyLabel,
  applyHref,
}: {
  openings: readonly JobOpening[];
  applyLabel: string;
  applyHref: string;
}) {
  const labels = useLabels();
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {openings.map((opening, index) => {
        const titleId = roleId(opening);
        return (
          <Reveal as="li" key={opening.role} delayMs={staggerDelay(index)}>
            <article
              aria-labelledby={titleId}
              className="flex h-full flex-col rounded-card border border-line bg-white p-6 shadow-card transition-shadow duration-300 hover:shadow-lift"
            >
              <div className="flex items-start justify-between gap-3">
                <h3 id={titleId} className="text-xl font-bold text-ink">
                  {opening.role}
                </h3>
                <span
                  className={
                    opening.type === "Internship"
                      ? "shrink-0 rounded-pill bg-accent-300/40 px-3 py-1 text-xs font-semibold text-ink"
                      : "shrink-0 rounded-pill bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-700"
                  }
                >
                  {opening.type}
                </span>
              </div>
              <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-muted">
                <Fact icon="mapPin">{opening.location}</Fact>
                <Fact icon="clock">{opening.experience}</Fact>
              </ul>
              <p className="mt-4 text-ink-muted">{opening.description}</p>
              <ul aria-label={labels.keySkills} className="mt-4 flex flex-wrap gap-2">
                {opening.skills.map((skill) => (
                  <li
                    key={skill}
                    className="rounded-md bg-surface-muted px-2.5 py-1 text-xs font-medium text-ink ring-1 ring-line"
                  >
                    {skill}
                  </li>
                ))}
              </ul>
              <div className="mt-auto pt-6">
                <ButtonLink href={applyHref} aria-describedby={titleId} className="w-full">
                  {applyLabel}
                </ButtonLink>
              </div>
            </article>
          </Reveal>
        );
      })}
    </ul>
  );
}
