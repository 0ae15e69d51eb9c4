import { brand } from "@shared/brand";
import socialImage from "~/assets/social-image.png";

export const siteUrl = __SITE_URL__;

export const defaultKeywords =
  "enterprise software development, software company Indore, web development, mobile app development, MERN stack, cloud migration, DevOps, AI and machine learning, UI/UX design, IT staff augmentation, digital transformation";

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
    keywords: input.keywords ?? defaultKeywords,
    image: absoluteUrl(socialImagePath),
    jsonLd: input.jsonLd ?? [],
    noindex: input.noindex ?? false,
  };
}

/** A WebPage entry every page embeds, so each carries structured page metadata (SPEC §2). */
export function webPageJsonLd(input: { title: string; description: string; path: string }) {
  return {
    "@context": "https://schema.org",
    "@type": "WebPage",
    name: input.title,
    description: input.description,
    url: absoluteUrl(input.path),
    inLanguage: "en-US",
    isPartOf: { "@type": "WebSite", name: brand.name, url: absoluteUrl("/") },
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

export function organizationJsonLd() {
  const { address } = brand;
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: brand.name,
    legalName: brand.legalName,
    url: absoluteUrl("/"),
    logo: absoluteUrl("/icon-512.png"),
    email: brand.emails.sales,
    telephone: brand.phone.display,
    foundingDate: String(brand.foundingYear),
    address: {
      "@type": "PostalAddress",
      streetAddress: address.street,
      addressLocality: address.locality,
      addressRegion: address.region,
      postalCode: address.postalCode,
      addressCountry: address.countryCode,
    },
    sameAs: [brand.social.instagram, brand.social.linkedin],
  };
}

export function webSiteJsonLd() {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    name: brand.name,
    url: absoluteUrl("/"),
    inLanguage: "en-US",
  };
}
