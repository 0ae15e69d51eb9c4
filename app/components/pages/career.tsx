import type { Opening } from "#shared/hiring/openings.ts";
import { CAREER_PATH } from "#shared/site/sitemap-paths.ts";
import type { CareerContent } from "#app/content/schemas/career.ts";
import type { Labels } from "#app/content/schemas/site-text.ts";
import { LabelsProvider } from "#app/components/layout/labels.tsx";
import { Section } from "#app/components/layout/section.tsx";
import { CtaBand } from "#app/components/sections/cta-band.tsx";
import { FeatureGrid } from "#app/components/sections/feature-grid.tsx";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { CareerDay } from "#app/components/sections/hero-visuals/career-day.tsx";
import { HiringProcess } from "#app/components/sections/career/hiring-process.tsx";
import { OpeningsList } from "#app/components/sections/career/openings-list.tsx";
import { ScrollToOpeningsButton } from "#app/components/sections/career/scroll-to-openings-button.tsx";
import { pageMeta, webPageJsonLd } from "#app/lib/seo.ts";

export const careerPath = CAREER_PATH;
const openingsId = "openings";

export function careerMeta(content: CareerContent) {
  const { title, description } = content.seo;
  return pageMeta({
    title,
    description,
    path: careerPath,
    jsonLd: [webPageJsonLd({ title, description, path: careerPath })],
  });
}

/**
 * The career page, rendered on request with the openings open today; each links to its own page,
 * which carries its JobPosting (search engines read one per page).
 */
export function CareerPage({
  content,
  labels,
  openings: listed,
}: {
  content: CareerContent;
  labels: Labels;
  openings: readonly Opening[];
}) {
  const { hero, openings, values, benefits, hiring, areas, closing } = content;
  return (
    <LabelsProvider labels={labels}>
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.title}
        lead={hero.lead}
        visual={<CareerDay hiring={hiring} areas={areas} />}
      >
        <ScrollToOpeningsButton label={hero.openingsButton} targetId={openingsId} />
      </PageHero>

      <Section
        id={openingsId}
        eyebrow={openings.eyebrow}
        title={openings.title}
        intro={openings.intro}
      >
        <OpeningsList openings={listed} readMore={openings.readMore} none={openings.none} />
      </Section>

      <Section
        id="values"
        tone="brand"
        layout="leading"
        eyebrow={values.eyebrow}
        title={values.title}
        intro={values.intro}
      >
        <FeatureGrid items={values.items} columns={4} tone="dark" />
      </Section>

      <Section
        id="benefits"
        layout="split"
        eyebrow={benefits.eyebrow}
        title={benefits.title}
        intro={benefits.intro}
      >
        <FeatureGrid items={benefits.items} columns={2} />
      </Section>

      <Section
        id="hiring-process"
        eyebrow={hiring.eyebrow}
        title={hiring.title}
        intro={hiring.intro}
      >
        <HiringProcess steps={hiring.steps} note={hiring.note} />
      </Section>

      <Section
        id="career-areas"
        tone="muted"
        layout="leading"
        eyebrow={areas.eyebrow}
        title={areas.title}
        intro={areas.intro}
      >
        <FeatureGrid items={areas.items} columns={3} />
      </Section>

      <CtaBand title={closing.title} text={closing.text} actions={closing.actions} tone="muted" />
    </LabelsProvider>
  );
}
