import { siteFacts } from "virtual:site-facts";
import socialImage from "#app/assets/social-image.png";

export const siteUrl = __SITE_URL__;

/** The picture social networks show for every page; the build gives it a content-hashed name. */
export const socialImagePath = socialImage.src;
export const socialImageSize = { width: socialImage.width, height: socialImage.height };

/** What a page kept out of search engines tells robots, in its head or its X-Robots-Tag header. */
export const noIndexRobots = "noindex, nofollow";

export function absoluteUrl(path: string): string {
  return new URL(path, `${siteUrl}/`).href;
}

export interface PageMetaInput {
  title: string;
  description: string;
  path?: string;
  type?: "website" | "article";
  keywords?: string;
  /** Extra JSON-LD objects for this page (each gets its own script tag). */
  jsonLd?: readonly object[];
  noindex?: boolean;
}

/** What the document head says of one page; `Seo` renders it, layered on the site's defaults. */
export interface PageMeta {
  readonly title: string;
  readonly description: string;
  /** Absent on pages that are no address of their own (the not-found page). */
  readonly canonical?: string;
  readonly type: "website" | "article";
  readonly keywords: string;
  readonly image: string;
  readonly jsonLd: readonly object[];
  readonly noindex: boolean;
}

/** Title, description, canonical, Open Graph, Twitter and JSON-LD for one page. */
export function pageMeta(input: PageMetaInput): PageMeta {
  return {
    title: input.title,
    description: input.description,
    canonical: input.path === undefined ? undefined : absoluteUrl(input.path),
    type: input.type ?? "website",
    keywords: input.keywords ?? siteFacts.keywords,
    image: absoluteUrl(socialImagePath),
    jsonLd: input.jsonLd ?? [],
    noindex: input.noindex ?? false,
  };
}

/** A WebPage entry every page embeds, so each carries structured page metadata. */
export function webPageJsonLd(input: { title: string; description: string; path: string }) {
  return {
    "@context": "https://schema.org",
    "@type": "WebPage",
    name: input.title,
    description: input.description,
    url: absoluteUrl(input.path),
    inLanguage: "en-US",
    isPartOf: { "@type": "WebSite", name: siteFacts.company, url: absoluteUrl("/") },
  };
}

export function breadcrumbJsonLd(trail: readonly { name: string; path: string }[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}

export function faqJsonLd(items: readonly { question: string; answer: string }[]) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}

/** The office's postal address, as every structured-data entry that names it writes it. */
export function postalAddressJsonLd() {
  const { address } = siteFacts;
  return {
    "@type": "PostalAddress",
    streetAddress: address.street,
    addressLocality: address.city,
    addressRegion: address.region,
    postalCode: address.postalCode,
    addressCountry: address.countryCode,
  };
}

/** The company's profiles elsewhere, which search engines link to it. */
export function sameAsJsonLd(): string[] {
  return Object.values(siteFacts.social);
}

export function organizationJsonLd() {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: siteFacts.company,
    legalName: siteFacts.legalName,
    url: absoluteUrl("/"),
    logo: absoluteUrl("/icon-512.png"),
    email: siteFacts.email.sales,
    telephone: siteFacts.phone.display,
    foundingDate: String(siteFacts.foundingYear),
    address: postalAddressJsonLd(),
    sameAs: sameAsJsonLd(),
  };
}

export function webSiteJsonLd() {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    name: siteFacts.company,
    url: absoluteUrl("/"),
    inLanguage: "en-US",
  };
}
