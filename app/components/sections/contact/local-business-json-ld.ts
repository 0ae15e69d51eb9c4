import { brand } from "@shared/brand";
import { absoluteUrl, socialImagePath } from "~/lib/seo";

/** schema.org ProfessionalService (a LocalBusiness) for the Indore office (SPEC §2 Contact). */
export function localBusinessJsonLd() {
  const { address, geo } = brand;
  return {
    "@context": "https://schema.org",
    "@type": "ProfessionalService",
    "@id": absoluteUrl("/contact#office"),
    name: brand.name,
    legalName: brand.legalName,
    url: absoluteUrl("/"),
    image: absoluteUrl(socialImagePath),
    logo: absoluteUrl("/icon-512.png"),
    telephone: brand.phone.display,
    email: brand.emails.sales,
    address: {
      "@type": "PostalAddress",
      streetAddress: address.street,
      addressLocality: address.locality,
      addressRegion: address.region,
      postalCode: address.postalCode,
      addressCountry: address.countryCode,
    },
    geo: { "@type": "GeoCoordinates", latitude: geo.latitude, longitude: geo.longitude },
    hasMap: brand.mapLinkUrl,
    openingHoursSpecification: brand.openingHoursSpec.map((spec) => ({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: spec.days.map((day) => `https://schema.org/${day}`),
      opens: spec.opens,
      closes: spec.closes,
    })),
    sameAs: [brand.social.instagram, brand.social.linkedin],
  };
}
