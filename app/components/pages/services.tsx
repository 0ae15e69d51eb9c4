import type { ServiceContent } from "#app/content/schemas/service.ts";
import type { ServicesContent } from "#app/content/schemas/services.ts";
import type { Labels } from "#app/content/schemas/site-text.ts";
import { LabelsProvider } from "#app/components/layout/labels.tsx";
import { Section } from "#app/components/layout/section.tsx";
import { CtaBand } from "#app/components/sections/cta-band.tsx";
import { FeatureGrid } from "#app/components/sections/feature-grid.tsx";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { ServicesMap } from "#app/components/sections/hero-visuals/services-map.tsx";
import { ServiceCardGrid } from "#app/components/sections/service-card-grid.tsx";
import { pageMeta, webPageJsonLd } from "#app/lib/seo.ts";

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
