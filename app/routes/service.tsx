import { data, useLocation } from "react-router";
import type { Route } from "./+types/service";
import { brand } from "@shared/brand";
import { servicePageForPath, type ServicePageEntry } from "~/content/service-pages";
import { serviceAreas } from "~/content/service-pages/service-areas";
import { PageHero } from "~/components/sections/page-hero";
import { HeroHighlights } from "~/components/sections/service/hero-highlights";
import { ServiceSections } from "~/components/sections/service/service-sections";
import { StaticContent } from "~/components/ui/static-content";
import { metaFromLoader } from "~/lib/meta-from-loader";
import { absoluteUrl, breadcrumbJsonLd, pageMeta, webPageJsonLd } from "~/lib/seo";

/**
 * One module serves every /service/{pageTitle} page. The page is static: its copy is rendered
 * on the server only (at pre-render time), so the browser downloads none of it.
 */
export function loader({ url }: Route.LoaderArgs) {
  const entry = servicePageForPath(url.pathname);
  if (!entry) throw data("No such service", { status: 404 });
  return { meta: serviceMeta(entry) };
}

export const meta = metaFromLoader;

function pagePath(entry: ServicePageEntry): string {
  return `/service/${entry.page.slug}`;
}

function serviceJsonLd(entry: ServicePageEntry) {
  const { card, page } = entry;
  const offerings = page.sections.find((section) => section.type === "offerings");
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: card.title,
    serviceType: page.serviceType,
    description: page.seo.description,
    url: absoluteUrl(pagePath(entry)),
    provider: { "@type": "Organization", name: brand.name, url: absoluteUrl("/") },
    areaServed: serviceAreas.map((name) => ({ "@type": "Place", name })),
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

function serviceMeta(entry: ServicePageEntry) {
  const { seo } = entry.page;
  const path = pagePath(entry);
  return pageMeta({
    title: seo.title,
    description: seo.description,
    path,
    jsonLd: [
      webPageJsonLd({ title: seo.title, description: seo.description, path }),
      serviceJsonLd(entry),
      breadcrumbJsonLd([
        { name: "Home", path: "/" },
        { name: "Services", path: "/services" },
        { name: entry.card.title, path },
      ]),
    ],
  });
}

export default function ServicePageRoute() {
  const { pathname } = useLocation();
  return (
    <StaticContent>
      {(import.meta.env.SSR || import.meta.env.DEV) && <ServicePage pathname={pathname} />}
    </StaticContent>
  );
}

function ServicePage({ pathname }: { pathname: string }) {
  const { card, page } = servicePageForPath(pathname)!;
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
      <ServiceSections sections={page.sections} gradient={card.color} />
    </>
  );
}
