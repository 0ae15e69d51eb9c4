import type { ReactNode } from "react";
import type { HomeContent } from "#app/content/schemas/home.ts";
import type { Labels } from "#app/content/schemas/site-text.ts";
import { LabelsProvider } from "#app/components/layout/labels.tsx";
import { Section } from "#app/components/layout/section.tsx";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { CtaBand } from "#app/components/sections/cta-band.tsx";
import { FaqAccordion } from "#app/components/sections/faq-accordion.tsx";
import { FeatureGrid } from "#app/components/sections/feature-grid.tsx";
import { ProcessSteps } from "#app/components/sections/process-steps.tsx";
import { ServiceCardGrid } from "#app/components/sections/service-card-grid.tsx";
import { Testimonials } from "#app/components/sections/testimonials.tsx";
import { HomeContact } from "#app/components/sections/home/home-contact.tsx";
import { HomeHero } from "#app/components/sections/home/home-hero.tsx";
import { TechnologyShowcase } from "#app/components/sections/home/technology-showcase.tsx";
import { TrackRecord } from "#app/components/sections/home/track-record.tsx";
import {
  breadcrumbJsonLd,
  faqJsonLd,
  organizationJsonLd,
  pageMeta,
  webPageJsonLd,
  webSiteJsonLd,
} from "#app/lib/seo.ts";

export function homeMeta(content: HomeContent, homeLabel: string) {
  const page = { ...content.seo, path: "/" };
  return pageMeta({
    ...page,
    type: "website",
    jsonLd: [
      organizationJsonLd(),
      webSiteJsonLd(),
      webPageJsonLd(page),
      breadcrumbJsonLd([{ name: homeLabel, path: "/" }]),
      faqJsonLd(content.faq.items),
    ],
  });
}

/** The home page; `form` is the consultation form island, placed in the #contact section. */
export function HomePage({
  content,
  labels,
  form,
}: {
  content: HomeContent;
  labels: Labels;
  form: ReactNode;
}) {
  return (
    <LabelsProvider labels={labels}>
      <BeforeContact content={content} />
      <HomeContact content={content.contact} form={form} />
      <AfterContact content={content} />
    </LabelsProvider>
  );
}

function BeforeContact({ content }: { content: HomeContent }) {
  const { hero, services, technology, trackRecord } = content;
  const serviceCards = services.cards.map((card) => ({ ...card, href: services.linkHref }));
  return (
    <>
      <HomeHero hero={hero} milestones={technology.agileSteps.map((step) => step.title)} />

      <Section
        id="services"
        layout="leading"
        eyebrow={services.eyebrow}
        title={services.title}
        intro={services.intro}
      >
        <ServiceCardGrid cards={serviceCards} linkLabel={services.linkLabel} />
        <div className="mt-12 sm:text-center">
          <ButtonLink href={services.cta.href} size="lg">
            {services.cta.label}
          </ButtonLink>
        </div>
      </Section>

      <Section
        id="technology"
        tone="muted"
        eyebrow={technology.eyebrow}
        title={technology.title}
        intro={technology.intro}
      >
        <TechnologyShowcase content={technology} />
      </Section>

      <TrackRecord content={trackRecord} />
    </>
  );
}

function AfterContact({ content }: { content: HomeContent }) {
  const { process, whyChoose, testimonials, faq, closing } = content;
  return (
    <>
      <Section
        tone="muted"
        layout="leading"
        eyebrow={process.eyebrow}
        title={process.title}
        intro={process.intro}
      >
        <ProcessSteps steps={process.steps} />
      </Section>

      <Section
        layout="split"
        eyebrow={whyChoose.eyebrow}
        title={whyChoose.title}
        intro={whyChoose.intro}
      >
        <FeatureGrid items={whyChoose.items} columns={2} swipe />
      </Section>

      <Section
        tone="muted"
        eyebrow={testimonials.eyebrow}
        title={testimonials.title}
        intro={testimonials.intro}
      >
        <Testimonials items={testimonials.items} />
      </Section>

      <Section layout="split" eyebrow={faq.eyebrow} title={faq.title}>
        <FaqAccordion items={faq.items} />
      </Section>

      <CtaBand
        title={closing.title}
        text={closing.text}
        actions={closing.actions}
        notes={closing.notes}
      />
    </>
  );
}
