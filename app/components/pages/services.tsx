import type { ServiceContent } from "~/content/schemas/service";
import type { ServicesContent } from "~/content/schemas/services";
import type { Labels } from "~/content/schemas/site-text";
import { LabelsProvider } from "~/components/layout/labels";
import { Section } from "~/components/layout/section";
import { CtaBand } from "~/components/sections/cta-band";
import { FeatureGrid } from "~/components/sections/feature-grid";
import { PageHero } from "~/components/sections/page-hero";
import { ServicesMap } from "~/components/sections/hero-visuals/services-map";
import { ServiceCardGrid } from "~/components/sections/service-card-grid";
import { pageMeta, webPageJsonLd } from "~/lib/seo";

export function servicesMeta(content: ServicesContent) {
  const page = { ...content.seo, path: "/services" };
  return pageMeta({ ...page, jsonLd: [webPageJsonLd(page)] });
}

/** The services overview: every service's card, in the order the page's file lists them. */
export function ServicesPage({
  content,
  services,
  labels,
}: {
  content: ServicesContent;
  services: readonly { readonly path: string; readonly card: ServiceContent["card"] }[];
  labels: Labels;
}) {
  const { hero, catalogue, staffAugmentation, closing } = content;
  const cards = services.map((service) => ({ ...service.card, href: service.path }));
  return (
    <LabelsProvider labels={labels}>
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.title}
        lead={hero.lead}
        visual={<ServicesMap hub={hero.eyebrow} cards={cards} />}
      />
      <Section
        id="services"
        eyebrow={catalogue.eyebrow}
        title={catalogue.title}
        intro={catalogue.intro}
      >
        <ServiceCardGrid cards={cards} linkLabel={catalogue.linkLabel} columns={4} />
      </Section>
      <Section
        tone="muted"
        layout="leading"
        eyebrow={staffAugmentation.eyebrow}
        title={staffAugmentation.title}
        intro={staffAugmentation.intro}
      >
        <FeatureGrid items={staffAugmentation.items} />
      </Section>
      <CtaBand title={closing.title} text={closing.text} actions={closing.actions} tone="muted" />
    </LabelsProvider>
  );
}
