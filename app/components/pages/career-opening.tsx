import { siteFacts } from "virtual:site-facts";
import { applyPath, EMPLOYMENT_TYPES, WORKPLACES, type Opening } from "#shared/hiring/openings.ts";
import type { CareerContent } from "#app/content/schemas/career.ts";
import type { Labels } from "#app/content/schemas/site-text.ts";
import { LabelsProvider } from "#app/components/layout/labels.tsx";
import { Section } from "#app/components/layout/section.tsx";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { OpeningTicket } from "#app/components/sections/hero-visuals/opening-ticket.tsx";
import { HiringProcess } from "#app/components/sections/career/hiring-process.tsx";
import { jobPostingJsonLd } from "#app/components/sections/career/job-posting-json-ld.ts";
import { OpeningsList, summaryOf } from "#app/components/sections/career/openings-list.tsx";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { fillIn } from "#shared/text/fill-in.ts";
import { openingDescriptionHtml } from "#app/components/sections/career/opening-markdown.ts";
import { breadcrumbJsonLd, pageMeta } from "#app/lib/seo.ts";
import { careerPath } from "./career.tsx";
import "#app/components/sections/career/opening-body.css";
import { calendarDay } from "#shared/text/dates.ts";

const rupees = new Intl.NumberFormat("en-IN", {
  style: "currency",
  currency: "INR",
  maximumFractionDigits: 0,
});

export function openingMeta(content: CareerContent, opening: Opening, path: string) {
  return pageMeta({
    title: fillIn(content.opening.seoTitle, { title: opening.title }),
    description: summaryOf(opening.description).slice(0, 160),
    path,
    jsonLd: [
      jobPostingJsonLd(opening),
      breadcrumbJsonLd([
        { name: content.hero.eyebrow, path: careerPath },
        { name: opening.title, path },
      ]),
    ],
  });
}

/** The page of one open position: its description, its facts, how hiring works, and Apply. */
export function OpeningPage({
  content,
  labels,
  opening,
}: {
  content: CareerContent;
  labels: Labels;
  opening: Opening;
}) {
  const text = content.opening;
  const roleFacts: [string, string][] = [
    [text.location, `${siteFacts.address.city} · ${WORKPLACES[opening.workplace]}`],
    [text.employmentType, EMPLOYMENT_TYPES[opening.employmentType].label],
    [text.experience, opening.experience],
    ...(opening.salaryMin !== undefined && opening.salaryMax !== undefined
      ? ([
          [
            text.salary,
            fillIn(text.salaryRange, {
              min: rupees.format(opening.salaryMin),
              max: rupees.format(opening.salaryMax),
            }),
          ],
        ] as [string, string][])
      : []),
    [text.posted, calendarDay(opening.datePosted)],
    [text.applyBy, calendarDay(opening.validThrough)],
  ];
  const facts: [string, string][] = [[text.department, opening.department], ...roleFacts];
  const apply = applyPath(opening.slug);
  return (
    <LabelsProvider labels={labels}>
      <PageHero
        eyebrow={content.hero.eyebrow}
        title={opening.title}
        lead={summaryOf(opening.description)}
        actions={[{ label: text.applyLabel, href: apply }]}
        visual={
          <OpeningTicket
            department={opening.department}
            facts={roleFacts}
            hiring={content.hiring}
          />
        }
      />
      <Section id="role" layout="leading" title={text.factsLabel}>
        <div className="grid gap-10 lg:grid-cols-[2fr_1fr]">
          <div
            className="opening-body leading-relaxed text-ink/90"
            dangerouslySetInnerHTML={{ __html: openingDescriptionHtml(opening.description) }}
          />
          <aside className="h-fit rounded-card border border-line bg-white p-6 shadow-card">
            <dl className="grid gap-3 text-sm">
              {facts.map(([term, value]) => (
                <div key={term}>
                  <dt className="font-semibold text-ink">{term}</dt>
                  <dd className="text-ink-muted">{value}</dd>
                </div>
              ))}
            </dl>
            <ButtonLink href={apply} className="mt-6 w-full">
              {text.applyLabel}
            </ButtonLink>
            <a
              href={careerPath}
              className="mt-4 inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4"
            >
              {text.back}
            </a>
          </aside>
        </div>
      </Section>
      <Section
        id="hiring-process"
        tone="muted"
        eyebrow={content.hiring.eyebrow}
        title={content.hiring.title}
        intro={content.hiring.intro}
      >
        <HiringProcess steps={content.hiring.steps} note={content.hiring.note} />
      </Section>
      <Section id="apply" title={text.applyHeading} intro={text.applyText}>
        {/* Under the heading, aligned as it is: left on a phone, centred from the small breakpoint. */}
        <div className="sm:text-center">
          <ButtonLink href={apply} size="lg">
            {text.applyLabel}
          </ButtonLink>
        </div>
      </Section>
    </LabelsProvider>
  );
}

/** The 410 page of an opening that closed or ran out: what is open instead. */
export function GoneOpeningPage({
  content,
  labels,
  openings,
  lead = content.opening.goneText,
}: {
  content: CareerContent;
  labels: Labels;
  openings: readonly Opening[];
  /** Why the visitor is here, when it is more than the opening having closed. */
  lead?: string;
}) {
  return (
    <LabelsProvider labels={labels}>
      <PageHero title={content.opening.goneTitle} lead={lead} />
      <Section id="openings" title={content.opening.goneOthers}>
        <OpeningsList
          openings={openings}
          readMore={content.openings.readMore}
          none={content.openings.none}
        />
      </Section>
    </LabelsProvider>
  );
}
