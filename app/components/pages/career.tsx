import { Section } from "~/components/layout/section";
import { CtaBand } from "~/components/sections/cta-band";
import { FeatureGrid } from "~/components/sections/feature-grid";
import { PageHero } from "~/components/sections/page-hero";
import { HiringProcess } from "~/components/sections/career/hiring-process";
import { jobPostingJsonLd } from "~/components/sections/career/job-posting-json-ld";
import { OpeningsList } from "~/components/sections/career/openings-list";
import { ScrollToOpeningsButton } from "~/components/sections/career/scroll-to-openings-button";
import {
  areasIntro,
  benefits,
  benefitsIntro,
  careerAreas,
  careerCta,
  careerHero,
  careerSeo,
  hiringIntro,
  hiringSteps,
  internshipNote,
  jobOpenings,
  openingsIntro,
  values,
  valuesIntro,
} from "~/content/career";
import { pageMeta, webPageJsonLd } from "~/lib/seo";

const path = "/career";
const openingsId = "openings";

export function careerMeta() {
  const { title, description } = careerSeo;
  return pageMeta({
    title,
    description,
    path,
    jsonLd: [webPageJsonLd({ title, description, path }), ...jobOpenings.map(jobPostingJsonLd)],
  });
}

export function CareerPage() {
  return (
    <>
      <PageHero eyebrow={careerHero.eyebrow} title={careerHero.title} lead={careerHero.lead}>
        <ScrollToOpeningsButton label={careerHero.openingsButton} targetId={openingsId} />
      </PageHero>

      <Section
        id={openingsId}
        eyebrow={openingsIntro.eyebrow}
        title={openingsIntro.title}
        intro={openingsIntro.intro}
      >
        <OpeningsList
          openings={jobOpenings}
          applyLabel={openingsIntro.applyLabel}
          applyHref={openingsIntro.applyHref}
        />
      </Section>

      <Section
        id="values"
        tone="brand"
        layout="leading"
        eyebrow={valuesIntro.eyebrow}
        title={valuesIntro.title}
        intro={valuesIntro.intro}
      >
        <FeatureGrid items={values} columns={4} tone="dark" />
      </Section>

      <Section
        id="benefits"
        layout="split"
        eyebrow={benefitsIntro.eyebrow}
        title={benefitsIntro.title}
        intro={benefitsIntro.intro}
      >
        <FeatureGrid items={benefits} columns={2} />
      </Section>

      <Section
        id="hiring-process"
        eyebrow={hiringIntro.eyebrow}
        title={hiringIntro.title}
        intro={hiringIntro.intro}
      >
        <HiringProcess steps={hiringSteps} note={internshipNote} />
      </Section>

      <Section
        id="career-areas"
        tone="muted"
        layout="leading"
        eyebrow={areasIntro.eyebrow}
        title={areasIntro.title}
        intro={areasIntro.intro}
      >
        <FeatureGrid items={careerAreas} columns={3} />
      </Section>

      <CtaBand
        title={careerCta.title}
        text={careerCta.text}
        actions={careerCta.actions}
        tone="muted"
      />
    </>
  );
}
