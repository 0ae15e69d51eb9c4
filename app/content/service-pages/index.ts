import { cloudSolutionsPage } from "./cloud-solutions";
import { digitalMarketingPage } from "./digital-marketing";
import { machineLearningPage } from "./machine-learning";
import { mernStackPage } from "./mern-stack";
import { mobileDevelopmentPage } from "./mobile-development";
import { staffAugmentationPage } from "./staff-augmentation";
import type { ServicePage } from "./types";
import { uiuxDevelopmentPage } from "./uiux-development";
import { webDevelopmentPage } from "./web-development";

/** Every service, in the order the spec lists them. */
export const servicePages: readonly ServicePage[] = [
  webDevelopmentPage,
  mernStackPage,
  uiuxDevelopmentPage,
  mobileDevelopmentPage,
  cloudSolutionsPage,
  machineLearningPage,
  digitalMarketingPage,
  staffAugmentationPage,
];

export type { ServicePage } from "./types";

/** SPEC §2 footer: the services in the footer's own order. */
const footerOrder = [
  "cloud-solutions",
  "mern-stack",
  "web-development",
  "mobile-development",
  "uiux-development",
  "machine-learning",
  "digital-marketing",
  "staff-augmentation",
];

export const footerServiceLinks = footerOrder.map((slug) => {
  const page = servicePages.find((candidate) => candidate.slug === slug)!;
  return { label: page.footerLabel, href: `/service/${page.slug}` };
});
