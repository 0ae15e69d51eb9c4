import { siteFacts } from "#site-facts";
import type { JobOpening } from "~/content/schemas/career";
import { absoluteUrl, postalAddressJsonLd } from "~/lib/seo";
import { fillIn } from "~/lib/fill-in";

/**
 * schema.org JobPosting for one opening on the career page; `details` is the line after its
 * description ("Experience: {experience}. Key skills: {skills}.").
 */
export function jobPostingJsonLd(opening: JobOpening, details: string) {
  return {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: opening.role,
    description: `<p>${opening.description}</p><p>${fillIn(details, { experience: opening.experience, skills: opening.skills.join(", ") })}</p>`,
    datePosted: opening.datePosted,
    employmentType: opening.type === "Internship" ? "INTERN" : "FULL_TIME",
    experienceRequirements: opening.experience,
    directApply: true,
    url: absoluteUrl("/career#openings"),
    hiringOrganization: {
      "@type": "Organization",
      name: siteFacts.company,
      sameAs: absoluteUrl("/"),
      logo: absoluteUrl("/icon-512.png"),
    },
    jobLocation: { "@type": "Place", address: postalAddressJsonLd() },
  };
}
