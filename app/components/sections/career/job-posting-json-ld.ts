import { brand } from "@shared/brand";
import type { JobOpening } from "~/content/career";
import { absoluteUrl } from "~/lib/seo";

/** schema.org JobPosting for one opening (SPEC §2 Career). */
export function jobPostingJsonLd(opening: JobOpening) {
  const { address } = brand;
  return {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: opening.role,
    description: `<p>${opening.description}</p><p>Experience: ${opening.experience}. Key skills: ${opening.skills.join(", ")}.</p>`,
    datePosted: opening.datePosted,
    employmentType: opening.type === "Internship" ? "INTERN" : "FULL_TIME",
    experienceRequirements: opening.experience,
    directApply: true,
    url: absoluteUrl("/career#openings"),
    hiringOrganization: {
      "@type": "Organization",
      name: brand.name,
      sameAs: absoluteUrl("/"),
      logo: absoluteUrl("/icon-512.png"),
    },
    jobLocation: {
      "@type": "Place",
      address: {
        "@type": "PostalAddress",
        streetAddress: address.street,
        addressLocality: address.locality,
        addressRegion: address.region,
        postalCode: address.postalCode,
        addressCountry: address.countryCode,
      },
    },
  };
}
