import { brandName } from "../../shared/brand";
import type { EnquiryKind } from "../../shared/enquiry-kinds";
import type { PageSeo, Step } from "./types";

export const startProjectSeo: PageSeo = {
  title: "Digital Transformation Made Simple: Start a Project | Malwa Softworks",
  description:
    "Start a project, send a general enquiry or apply for a job at Malwa Softworks in Indore. Tell us what you need and hear back within 24 hours.",
};

export const startProjectHero = {
  eyebrow: "Digital Transformation Made Simple",
  title: "Let's Work Together",
  lead: `Start your journey with ${brandName}`,
} as const;

/** The three tabs are three kinds of enquiry (SPEC §3). */
export type EnquiryTabKind = Extract<EnquiryKind, "project" | "generalEnquiry" | "jobEnquiry">;

export interface EnquiryTabText {
  /** The tab's label, as SPEC §2 writes it. */
  readonly label: string;
  readonly title: string;
  readonly intro: string;
  readonly submit: string;
}

export const enquiryTabsLabel = "What would you like to send?";

/** In tab order; the first is selected when the page opens. */
export const enquiryTabOrder: readonly EnquiryTabKind[] = [
  "project",
  "generalEnquiry",
  "jobEnquiry",
];

/**
 * Each tab's address: `/start-project?tab=job` opens JOB ENQUIRY, with or without JavaScript
 * (links from elsewhere on the site use it), and a tab is a link to its own address.
 */
export const enquiryTabQuery = {
  name: "tab",
  values: { project: "project", generalEnquiry: "general", jobEnquiry: "job" },
} as const satisfies { name: string; values: Record<EnquiryTabKind, string> };

export function enquiryTabHref(kind: EnquiryTabKind): string {
  return `?${enquiryTabQuery.name}=${enquiryTabQuery.values[kind]}`;
}

export const enquiryTabs: Readonly<Record<EnquiryTabKind, EnquiryTabText>> = {
  project: {
    label: "PROJECT",
    title: "Tell Us About Your Project",
    intro:
      "Share your goals, budget and timing. A senior engineer reviews every request and replies with honest next steps.",
    submit: "Submit Project Request",
  },
  generalEnquiry: {
    label: "GENERAL ENQUIRY",
    title: "Ask Us Anything",
    intro:
      "Partnerships, support for a system we built, or a question about how we work: write to us and the right person answers.",
    submit: "Send Enquiry",
  },
  jobEnquiry: {
    label: "JOB ENQUIRY",
    title: "Apply to Join Our Team",
    intro:
      "Tell us which role you are after and why. We read every application and complete interviews in a single day.",
    submit: "Submit Application",
  },
};

export const nextSteps: { readonly title: string; readonly steps: readonly Step[] } = {
  title: "What Happens Next",
  steps: [
    {
      title: "We read your message",
      description: "A person, not a bot, reviews it and replies within 24 hours.",
    },
    {
      title: "A free consultation call",
      description:
        "Thirty minutes with a senior engineer or our HR lead to understand exactly what you need.",
    },
    {
      title: "A clear proposal or next step",
      description:
        "Scope, timeline and an itemised estimate for projects; an interview slot for applicants.",
    },
  ],
};

export const directContact = {
  title: "Prefer to Talk?",
  emailLabel: "Projects and enquiries",
  careersLabel: "Careers",
  phoneLabel: "Phone",
  hoursTitle: "Business Hours",
} as const;
