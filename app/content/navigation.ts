import type { Cta } from "./types";

/** SPEC §2 shared navigation, in order. */
export const mainNav: readonly Cta[] = [
  { label: "Home", href: "/" },
  { label: "About", href: "/about" },
  { label: "Blog", href: "/blog" },
  { label: "Services", href: "/services" },
  { label: "Career", href: "/career" },
  { label: "Contact", href: "/contact" },
];

export const navCta: Cta = { label: "Start a Project", href: "/start-project" };

export const footerQuickLinks: readonly Cta[] = [
  { label: "Home", href: "/" },
  { label: "About Us", href: "/about" },
  { label: "Services", href: "/services" },
  { label: "Career", href: "/career" },
  { label: "Contact", href: "/contact" },
];

export const footerLegal: readonly Cta[] = [
  { label: "Privacy Policy", href: "/privacy" },
  { label: "Terms & Conditions", href: "/terms" },
];

export const footerAbout =
  "Malwa Softworks designs, builds and runs enterprise software from Indore, Madhya Pradesh, for clients in India, North America, Europe and Asia.";

/** The small-screen menu sheet: its name for assistive technology and its contact block. */
export const menuSheet = {
  label: "Site menu",
  contactTitle: "Talk to us",
  phoneLabel: "Call",
  emailLabel: "E-mail",
} as const;
