import { siteFacts } from "virtual:site-facts";
import type { ServiceContent } from "#app/content/schemas/service.ts";
import type { Labels } from "#app/content/schemas/site-text.ts";
import { LabelsProvider } from "#app/components/layout/labels.tsx";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { HeroHighlights } from "#app/components/sections/service/hero-highlights.tsx";
import { ServiceSections } from "#app/components/sections/service/service-sections.tsx";
import { ServiceSignature } from "#app/components/sections/service/signature/service-signature.tsx";
import { absoluteUrl, breadcrumbJsonLd, pageMeta, webPageJsonLd } from "#app/lib/seo.ts";

/** What a service page shows, and its address. */
export interface ServicePageProps {
  readonly page: ServiceContent;
  readonly path: string;
}

function serviceJsonLd({ page, path }: ServicePageProps) {
  const { card } = page;
  const offerings = page.sections.find((section) => section.type === "offerings");
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: card.title,
    serviceType: page.serviceType,
    description: page.seo.description,
    url: absoluteUrl(path),
    provider: { "@type": "Organization", name: siteFacts.company, url: absoluteUrl("/") },
    areaServed: siteFacts.areasServed.map((name) => ({ "@type": "Place", name })),
    ...(offerings && {
      hasOfferCatalog: {
        "@type": "OfferCatalog",
        name: offerings.title,
        itemListElement: offerings.items.map((item) => ({
          "@type": "Offer",
          itemOffered: { "@type": "Service", name: item.title, description: item.description },
        })),
      },
    }),
  };
}

/** `trail`: the navigation's names of the home page and the services overview. */
export function serviceMeta(
  { page, path }: ServicePageProps,
  trail: { home: string; services: string },
) {
  const { seo } = page;
  return pageMeta({
    title: seo.title,
    description: seo.description,
    path,
    jsonLd: [
      webPageJsonLd({ title: seo.title, description: seo.description, path }),
      serviceJsonLd({ page, path }),
      breadcrumbJsonLd([
        { name: trail.home, path: "/" },
        { name: trail.services, path: "/services" },
        { name: page.card.title, path },
      ]),
    ],
  });
}

/** One service's page: its hero and its sections, in the order its file gives them. */
export function ServicePage({ page, labels }: { page: ServiceContent; labels: Labels }) {
  return (
    <LabelsProvider labels={labels}>
      <PageHero
        eyebrow={page.hero.eyebrow}
        title={page.hero.title}
        lead={page.hero.lead}
        actions={page.hero.actions}
        visual={<ServiceSignature page={page} />}
      >
        <HeroHighlights items={page.hero.highlights} />
      </PageHero>
      <ServiceSections sections={page.sections} />
    </LabelsProvider>
  );
}
