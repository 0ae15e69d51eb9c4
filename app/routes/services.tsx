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
import { StaticContent } from "~/components/ui/static-content";
import { metaFromLoader } from "~/lib/meta-from-loader";

/** The page is static: its copy is rendered on the server only, so no copy travels as JavaScript. */
export function loader() {
  return { meta: pageMetaTags() };
}

export const meta = metaFromLoader;

function pageMetaTags() {
  const page = { ...servicesSeo, path: "/services" };
  return pageMeta({ ...page, jsonLd: [webPageJsonLd(page)] });
}

function ServicesContent() {
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
      />
    </>
  );
}

export default function Services() {
  return (
    <StaticContent>
      {(import.meta.env.SSR || import.meta.env.DEV) && <ServicesContent />}
    </StaticContent>
  );
}
