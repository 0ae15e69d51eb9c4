import { services } from "~/content/services";
import {
  servicesCatalogue,
  servicesClosingCta,
  servicesHero,
  servicesSeo,
  staffAugmentationBenefits,
} from "~/content/services-overview";
import { Section } from "~/components/layout/section";
import { CtaBand } from "~/components/sections/cta-band";
import { FeatureGrid } from "~/components/sections/feature-grid";
import { PageHero } from "~/components/sections/page-hero";
import { ServiceCardGrid } from "~/components/sections/service-card-grid";
import { pageMeta, webPageJsonLd } from "~/lib/seo";

export function servicesMeta() {
  const page = { ...servicesSeo, path: "/services" };
  return pageMeta({ ...page, jsonLd: [webPageJsonLd(page)] });
}

export function ServicesPage() {
  const serviceCards = services.map((service) => ({
    ...service,
    href: `/service/${service.pageTitle}`,
  }));
  return (
    <>
      <PageHero
        eyebrow={servicesHero.eyebrow}
        title={servicesHero.title}
        lead={servicesHero.lead}
      />
      <Section
        id="services"
        eyebrow={servicesCatalogue.eyebrow}
        title={servicesCatalogue.title}
        intro={servicesCatalogue.intro}
      >
        <ServiceCardGrid cards={serviceCards} linkLabel={servicesCatalogue.linkLabel} columns={4} />
      </Section>
      <Section
        tone="muted"
        layout="leading"
        eyebrow={staffAugmentationBenefits.eyebrow}
        title={staffAugmentationBenefits.title}
        intro={staffAugmentationBenefits.intro}
      >
        <FeatureGrid items={staffAugmentationBenefits.items} />
      </Section>
      <CtaBand
        title={servicesClosingCta.title}
        text={servicesClosingCta.text}
        actions={servicesClosingCta.actions}
        tone="muted"
      />
    </>
  );
}
