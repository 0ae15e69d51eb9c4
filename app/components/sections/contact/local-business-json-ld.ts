import { siteFacts } from "virtual:site-facts";
import { absoluteUrl, postalAddressJsonLd, sameAsJsonLd, socialImagePath } from "#app/lib/seo.ts";

/** schema.org ProfessionalService (a LocalBusiness) for the office the contact page shows. */
export function localBusinessJsonLd() {
  const { map } = siteFacts;
  return {
    "@context": "https://schema.org",
    "@type": "ProfessionalService",
    "@id": absoluteUrl("/contact#office"),
    name: siteFacts.company,
    legalName: siteFacts.legalName,
    url: absoluteUrl("/"),
    image: absoluteUrl(socialImagePath),
    logo: absoluteUrl("/icon-512.png"),
    telephone: siteFacts.phone.display,
    email: siteFacts.email.sales,
    address: postalAddressJsonLd(),
    geo: { "@type": "GeoCoordinates", latitude: map.latitude, longitude: map.longitude },
    hasMap: map.linkUrl,
    openingHoursSpecification: siteFacts.hours
      .filter((row) => row.opens && row.closes)
      .map((row) => ({
        "@type": "OpeningHoursSpecification",
        dayOfWeek: row.dayOfWeek.map((day) => `https://schema.org/${day}`),
        opens: row.opens,
        closes: row.closes,
      })),
    sameAs: sameAsJsonLd(),
  };
}
