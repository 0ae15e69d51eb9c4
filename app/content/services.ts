import type { IconName } from "../components/ui/icon";
import { servicePages } from "./service-pages";

/** SPEC §3 service card. `pageTitle` is the slug of the service's page, /service/{pageTitle}. */
export interface ServiceCard {
  readonly title: string;
  readonly pageTitle: string;
  readonly description: string;
  readonly features: readonly string[];
  readonly technologies: readonly string[];
  readonly icon: IconName;
}

/** The cards in the order the spec lists the services; each comes from its service's module. */
export const services: readonly ServiceCard[] = servicePages.map((page) => ({
  ...page.card,
  pageTitle: page.slug,
}));
