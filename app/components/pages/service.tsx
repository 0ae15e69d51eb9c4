import { siteFacts } from "#site-facts";
import type { ServicePage as ServicePageContent } from "~/content/service-pages";
import { PageHero } from "~/components/sections/page-hero";
import { HeroHighlights } from "~/components/sections/service/hero-highlights";
import { ServiceSections } from "~/components/sections/service/service-sections";
import { absoluteUrl, breadcrumbJsonLd, pageMeta, webPageJsonLd } from "~/lib/seo";

function pagePath(page: ServicePageContent): string {
  return `/service/${page.slug}`;
}

function serviceJsonLd(page: ServicePageContent) {
  const { card } = page;
  const offerings = page.sections.find((section) => section.type === "offerings");
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: card.title,
    serviceType: page.serviceType,
    description: page.seo.description,
    url: absoluteUrl(pagePath(page)),
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

export function serviceMeta(page: ServicePageContent) {
  const { seo } = page;
  const path = pagePath(page);
  return pageMeta({
    title: seo.title,
    description: seo.description,
    path,
    jsonLd: [
      webPageJsonLd({ title: seo.title, description: seo.description, path }),
      serviceJsonLd(page),
      breadcrumbJsonLd([
        { name: "Home", path: "/" },
        { name: "Services", path: "/services" },
        { name: page.card.title, path },
      ]),
    ],
  });
}

/** One /service/{pageTitle} page: its card's colour and its page's copy. */
export function ServicePage({ page }: { page: ServicePageContent }) {
  return (
    <>
      <PageHero
        eyebrow={page.hero.eyebrow}
        title={page.hero.title}
        lead={page.hero.lead}
        actions={page.hero.actions}
      >
        <HeroHighlights items={page.hero.highlights} />
      </PageHero>
      <ServiceSections sections={page.sections} />
    </>
  );
}
