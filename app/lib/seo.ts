import type { MetaDescriptor } from "react-router";
import { brand } from "@shared/brand";

export const siteUrl = __SITE_URL__;

export const defaultKeywords =
  "enterprise software development, software company Indore, web development, mobile app development, MERN stack, cloud migration, DevOps, AI and machine learning, UI/UX design, IT staff augmentation, digital transformation";

export const socialImagePath = "/og-image.png";

export function absoluteUrl(path: string): string {
  return new URL(path, `${siteUrl}/`).href;
}

export interface PageMetaInput {
  title: string;
  description: string;
  path: string;
  type?: "website" | "article";
  keywords?: string;
  /** Extra JSON-LD objects for this page (each gets its own script tag). */
  jsonLd?: readonly object[];
  noindex?: boolean;
}

/** Title, description, canonical, Open Graph, Twitter and JSON-LD for one page, layered on the defaults. */
export function pageMeta(input: PageMetaInput): MetaDescriptor[] {
  const url = absoluteUrl(input.path);
  const image = absoluteUrl(socialImagePath);
  const meta: MetaDescriptor[] = [
    { title: input.title },
    { name: "description", content: input.description },
    { name: "keywords", content: input.keywords ?? defaultKeywords },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:site_name", content: brand.name },
    { property: "og:locale", content: "en_US" },
    { property: "og:title", content: input.title },
    { property: "og:description", content: input.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: input.title },
    { name: "twitter:description", content: input.description },
    { name: "twitter:image", content: image },
  ];
  if (input.noindex) meta.push({ name: "robots", content: "noindex" });
  for (const data of input.jsonLd ?? []) meta.push({ "script:ld+json": data });
  return meta;
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
