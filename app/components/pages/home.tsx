import type { ReactNode } from "react";
import {
  homeClosingCta,
  homeContact,
  homeFaq,
  homeHero,
  homeProcess,
  homeSeo,
  homeServices,
  homeTechnology,
  homeTestimonials,
  homeTrackRecord,
  homeWhyChoose,
} from "~/content/home";
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

export function homeMeta() {
  const page = { ...homeSeo, path: "/" };
  return pageMeta({
    ...page,
    type: "website",
    jsonLd: [
      organizationJsonLd(),
      webSiteJsonLd(),
      webPageJsonLd(page),
      breadcrumbJsonLd([{ name: "Home", path: "/" }]),
      faqJsonLd(homeFaq.items),
    ],
  });
}

/** The home page; `form` is the consultation form island, placed in the #contact section. */
export function HomePage({ form }: { form: ReactNode }) {
  return (
    <>
      <BeforeContact />
      <HomeContact content={homeContact} form={form} />
      <AfterContact />
    </>
  );
}

function BeforeContact() {
  const homeServiceCards = homeServices.cards.map((card) => ({
    ...card,
    href: homeServices.linkHref,
  }));
  return (
    <>
      <HomeHero hero={homeHero} />

      <Section
        id="services"
        layout="leading"
        eyebrow={homeServices.eyebrow}
        title={homeServices.title}
        intro={homeServices.intro}
      >
        <ServiceCardGrid cards={homeServiceCards} linkLabel={homeServices.linkLabel} />
        <div className="mt-12 sm:text-center">
          <ButtonLink href={homeServices.cta.href} size="lg">
            {homeServices.cta.label}
          </ButtonLink>
        </div>
      </Section>

      <Section
        id="technology"
        tone="muted"
        eyebrow={homeTechnology.eyebrow}
        title={homeTechnology.title}
        intro={homeTechnology.intro}
      >
        <TechnologyShowcase content={homeTechnology} />
      </Section>

      <TrackRecord content={homeTrackRecord} />
    </>
  );
}

function AfterContact() {
  return (
    <>
      <Section
        tone="muted"
        layout="leading"
        eyebrow={homeProcess.eyebrow}
        title={homeProcess.title}
        intro={homeProcess.intro}
      >
        <ProcessSteps steps={homeProcess.steps} />
      </Section>

      <Section
        layout="split"
        eyebrow={homeWhyChoose.eyebrow}
        title={homeWhyChoose.title}
        intro={homeWhyChoose.intro}
      >
        <FeatureGrid items={homeWhyChoose.items} columns={2} />
      </Section>

      <Section
        tone="muted"
        eyebrow={homeTestimonials.eyebrow}
        title={homeTestimonials.title}
        intro={homeTestimonials.intro}
      >
        <Testimonials items={homeTestimonials.items} />
      </Section>

      <Section layout="split" eyebrow={homeFaq.eyebrow} title={homeFaq.title}>
        <FaqAccordion items={homeFaq.items} />
      </Section>

      <CtaBand
        title={homeClosingCta.title}
        text={homeClosingCta.text}
        actions={homeClosingCta.actions}
        notes={homeClosingCta.notes}
      />
    </>
  );
}
