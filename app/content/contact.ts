import type { Cta, Item, PageSeo } from "./types";

export const contactSeo: PageSeo = {
  title: "Contact Us | Malwa Softworks",
  description:
    "Contact Malwa Softworks in Vijay Nagar, Indore: send a message, call or e-mail our team, check business hours and get a free consultation within 24 hours.",
};

export const contactHero = {
  eyebrow: "Contact Us",
  title: "Let's Talk About Your Next Project",
  lead: "Tell us what you are building. A senior engineer, not a sales script, will get back to you within 24 hours with honest next steps.",
} as const;

export const contactFormIntro = {
  title: "Send Us a Message",
  text: "Share a few details and we will reply within one business day.",
} as const;

export const contactDetailsText = {
  title: "Reach Us Directly",
  officeLabel: "Office",
  emailLabel: "E-mail",
  salesLabel: "Projects and sales",
  careersLabel: "Careers and HR",
  phoneLabel: "Phone",
  hoursTitle: "Business Hours",
  hoursNote: "Indian Standard Time (UTC+5:30). Support for live systems runs 24/7.",
} as const;

export const promisesIntro = {
  eyebrow: "Our promise",
  title: "What Happens After You Write",
} as const;

export const promises: readonly Item[] = [
  {
    icon: "clock",
    title: "Reply within 24 hours",
    description: "Every message is read by a person and answered within one business day.",
  },
  {
    icon: "lightbulb",
    title: "Free consultation",
    description: "A no-obligation call to scope your idea, risks and a realistic budget range.",
  },
  {
    icon: "lock",
    title: "NDA on request",
    description: "We sign a mutual non-disclosure agreement before you share sensitive details.",
  },
  {
    icon: "phone",
    title: "24/7 support",
    description:
      "Systems we run for clients are monitored around the clock, every day of the year.",
  },
];

export const mapText = {
  eyebrow: "Visit us",
  title: "Find Our Office",
  intro:
    "We are in Vijay Nagar, Indore's business district, a short drive from the airport and the railway station.",
  mapTitle: "Map showing the Malwa Softworks office in Vijay Nagar, Indore",
  previewLabel: "Map preview",
  loadLabel: "Load map",
  loadNote: "The interactive map comes from OpenStreetMap and loads only when you ask for it.",
  openLabel: "Open in Maps",
} as const;

export const contactClosing = {
  title: "Not Ready to Talk Yet?",
  text: "Browse what we build or read how we work, and come back when the time is right.",
  actions: [
    { label: "Explore Our Services", href: "/services" },
    { label: "About Malwa Softworks", href: "/about" },
  ] satisfies readonly Cta[],
} as const;
