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

/** SPEC §2 footer. The UI/UX link keeps the spec's capital D; the server redirects it (301). */
export const footerServices: readonly Cta[] = [
  { label: "Cloud Solutions", href: "/service/cloud-solutions" },
  { label: "MERN Stack Development", href: "/service/mern-stack" },
  { label: "Web Development", href: "/service/web-development" },
  { label: "Mobile App Development", href: "/service/mobile-development" },
  { label: "UI/UX Design", href: "/service/uiux-Development" },
  { label: "Machine Learning & AI", href: "/service/machine-learning" },
  { label: "Digital Marketing", href: "/service/digital-marketing" },
  { label: "IT Staff Augmentation", href: "/service/staff-augmentation" },
];

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
