import type { ReactNode } from "react";
import type { HomeContent } from "~/content/schemas/home";
import type { Labels } from "~/content/schemas/site-text";
import { LabelsProvider } from "~/components/layout/labels";
import { Section } from "~/components/layout/section";
import { ButtonLink } from "~/components/ui/button";
import { CtaBand } from "~/components/sections/cta-band";
import { FaqAccordion } from "~/components/sections/faq-accordion";
import { FeatureGrid } from "~/components/sections/feature-grid";
import { ProcessSteps } from "~/components/sections/process-steps";
import { ServiceCardGrid } from "~/components/sections/service-card-grid";
import { Testimonials } from "~/components/sections/testimonials";
import { HomeContact } from "~/components/sections/home/home-contact";
import { HomeHero } from "~/components/sections/home/home-hero";
import { TechnologyShowcase } from "~/components/sections/home/technology-showcase";
import { TrackRecord } from "~/components/sections/home/track-record";
import {
  breadcrumbJsonLd,
  faqJsonLd,
  organizationJsonLd,
  pageMeta,
  webPageJsonLd,
  webSiteJsonLd,
} from "~/lib/seo";

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
