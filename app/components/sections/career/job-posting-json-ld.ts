import { siteFacts } from "virtual:site-facts";
import {
  EMPLOYMENT_TYPES,
  lastValidInstant,
  openingPath,
  type Opening,
} from "#shared/hiring/openings.ts";
import { absoluteUrl, postalAddressJsonLd, sameAsJsonLd } from "#app/lib/seo.ts";
import { openingDescriptionHtml } from "./opening-markdown.ts";

/**
 * schema.org JobPosting for the page of one opening, with what Google for Jobs requires and
 * recommends: the description as HTML, its last valid day, the employer from the facts file, the
 * office's address, the salary when there is one, and for remote roles where applicants may live.
 */
export function jobPostingJsonLd(opening: Opening) {
  const remote = opening.workplace === "remote";
  return {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: opening.title,
    description: openingDescriptionHtml(opening.description),
    datePosted: opening.datePosted,
    validThrough: lastValidInstant(opening.validThrough, siteFacts.timeZone),
    employmentType: EMPLOYMENT_TYPES[opening.employmentType].schemaOrg,
    identifier: { "@type": "PropertyValue", name: siteFacts.company, value: opening.slug },
    url: absoluteUrl(openingPath(opening.slug)),
    directApply: true,
    occupationalCategory: opening.department,
    experienceRequirements: opening.experience,
    hiringOrganization: {
      "@type": "Organization",
      name: siteFacts.company,
      sameAs: [absoluteUrl("/"), ...sameAsJsonLd()],
      logo: absoluteUrl("/icon-512.png"),
    },
    jobLocation: { "@type": "Place", address: postalAddressJsonLd() },
    ...(remote
      ? {
          jobLocationType: "TELECOMMUTE",
          applicantLocationRequirements: { "@type": "Country", name: siteFacts.address.country },
        }
      : {}),
    ...(opening.salaryMin !== undefined && opening.salaryMax !== undefined
      ? {
          baseSalary: {
            "@type": "MonetaryAmount",
            currency: "INR",
            value: {
              "@type": "QuantitativeValue",
              minValue: opening.salaryMin,
              maxValue: opening.salaryMax,
              unitText: "YEAR",
            },
          },
        }
      : {}),
  };
}
