import { services, type ServiceCard } from "../services";
import { cloudSolutionsPage } from "./cloud-solutions";
import { digitalMarketingPage } from "./digital-marketing";
import { machineLearningPage } from "./machine-learning";
import { mernStackPage } from "./mern-stack";
import { mobileDevelopmentPage } from "./mobile-development";
import { staffAugmentationPage } from "./staff-augmentation";
import type { ServicePage } from "./types";
import { uiuxDevelopmentPage } from "./uiux-development";
import { webDevelopmentPage } from "./web-development";

/** Every service page; each `slug` matches the `pageTitle` of one card in `services`. */
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

export interface ServicePageEntry {
  readonly card: ServiceCard;
  readonly page: ServicePage;
}

/**
 * The card and page content for a /service/{pageTitle} path, or undefined for any other path.
 * Case-insensitive like the router, so /service/uiux-Development finds the UI/UX page.
 */
export function servicePageForPath(pathname: string): ServicePageEntry | undefined {
  const match = /^\/service\/([^/]+)\/?$/.exec(pathname.toLowerCase());
  const slug = match?.[1];
  const card = services.find((service) => service.pageTitle === slug);
  const page = servicePages.find((candidate) => candidate.slug === slug);
  return card && page ? { card, page } : undefined;
}
