import type { Cta, Item, PageSeo } from "./types";

/** Services overview copy (SPEC §2 Services). The eight cards themselves come from `services`. */

export const servicesSeo: PageSeo = {
  title: "Software Development Services | Malwa Softworks",
  description:
    "Explore our eight services: web and MERN stack development, UI/UX design, mobile apps, cloud and DevOps, machine learning, digital marketing and IT staff augmentation.",
};

export const servicesHero = {
  eyebrow: "Our Services",
  title: "End-to-End Software Services for Growing Businesses",
  lead: "From the first wireframe to the cloud it runs on, our teams design, build, launch and grow digital products, or join your own team to speed it up.",
};

export const servicesCatalogue = {
  eyebrow: "What We Offer",
  title: "Eight Ways We Help You Build and Grow",
  intro:
    "Choose one service or combine several: every engagement has a senior lead, clear milestones and code that belongs to you.",
  linkLabel: "Learn More",
};

export const staffAugmentationBenefits = {
  eyebrow: "IT Staff Augmentation",
  title: "Benefits of Growing Your Team With Us",
  intro:
    "Add skilled engineers to your team without the cost and delay of local hiring, and keep full control of how they work.",
  items: [
    {
      title: "Scale in Days, Not Months",
      description:
        "Add pre-vetted developers within a week and scale down just as easily once a release has shipped.",
      icon: "zap",
    },
    {
      title: "Save Up to 60%",
      description:
        "Cut recruitment, office and overhead costs compared with local hiring, without giving up seniority.",
      icon: "chart",
    },
    {
      title: "Full Control",
      description:
        "Our engineers work in your tools, follow your processes and report to your leads, just like in-house staff.",
      icon: "target",
    },
    {
      title: "Vetted Specialists",
      description:
        "Every engineer passes technical interviews, a coding assignment and a communication check before joining you.",
      icon: "award",
    },
    {
      title: "Time-Zone Overlap",
      description:
        "Flexible shifts give you at least four working hours of overlap with Europe, the Middle East and North America.",
      icon: "clock",
    },
    {
      title: "Secure and Compliant",
      description:
        "NDAs, IP assignment, managed devices and strict access control protect your code and data from day one.",
      icon: "shield",
    },
  ] satisfies readonly Item[],
};

export const servicesClosingCta = {
  title: "Not Sure Which Service You Need?",
  text: "Tell us what you want to achieve and we will recommend the right mix of services, team and timeline, free of charge.",
  actions: [
    { label: "Contact Us", href: "/contact" },
    { label: "About Us", href: "/about" },
  ] satisfies readonly Cta[],
};
