/**
 * The site's content as pages read it (app/content.config.ts defines and checks it). A page
 * entry loads its own file and hands the data to its components as props.
 */
import { getCollection, type CollectionEntry } from "astro:content";
import { ContentError } from "#shared/site/content-errors.ts";
import type { FormText } from "#app/content/schemas/forms.ts";
import type { SiteText } from "#app/content/schemas/site-text.ts";
import type { EnquiryTabKind } from "./enquiry-tabs.ts";

/** The collections that are one file each: a page's own, or the text every page shares. */
type SingleFile =
  | "siteText"
  | "forms"
  | "stageEmails"
  | "homePage"
  | "aboutPage"
  | "servicesPage"
  | "careerPage"
  | "contactPage"
  | "startProjectPage"
  | "blogPage"
  | "notFoundPage"
  | "styleguidePage";

/** The entry of a collection that is one file (its `data`, and its body for Markdown). */
export async function single<C extends SingleFile>(collection: C): Promise<CollectionEntry<C>> {
  const [entry] = await getCollection(collection);
  if (!entry) throw new ContentError(`The file for "${collection}" is missing from app/content/`);
  return entry;
}

export async function siteText(): Promise<SiteText> {
  return (await single("siteText")).data;
}

/** What the island of one enquiry form is handed: its own words and what every form shares. */
export async function formText(
  form: "consultation" | "contact" | EnquiryTabKind,
): Promise<FormText> {
  const forms = (await single("forms")).data;
  const {
    submitting,
    botTrapLabel,
    chosenDatePrefix,
    consent,
    optional,
    errorSummary,
    failureReasons,
  } = forms;
  const own =
    form === "consultation" || form === "contact"
      ? forms[form]
      : { ...forms.startProject, submit: forms.startProject.submit[form] };
  const { submit, success, failure } = own;
  return {
    submit,
    success,
    failure,
    submitting,
    botTrapLabel,
    chosenDatePrefix,
    consent,
    optional,
    errorSummary,
    failureReasons,
  };
}

export type Service = CollectionEntry<"services">;

/** A service's page. */
export function servicePath(service: Pick<Service, "id">): string {
  return `/service/${service.id}`;
}

/**
 * The services in the order a list names them (`where`: the file and field of that list). Every
 * service is listed once, so a new service file never goes missing from a list.
 */
export async function servicesInOrder(names: readonly string[], where: string): Promise<Service[]> {
  const services = await getCollection("services");
  const byName = new Map(services.map((service) => [service.id, service]));
  const listed = names.map((name, index) => {
    const service = byName.get(name);
    if (!service) {
      throw new ContentError(
        `${where}[${index + 1}]: "${name}" is no service (no app/content/services/${name}.yaml)`,
      );
    }
    return service;
  });
  const missing = services.filter((service) => !names.includes(service.id));
  if (missing.length > 0 || new Set(names).size !== names.length) {
    throw new ContentError(
      `${where}: must name every service once; ${
        missing.length > 0
          ? `missing ${missing.map((service) => service.id).join(", ")}`
          : "one is named twice"
      }`,
    );
  }
  return listed;
}

/** The name the navigation gives a page ("Home", "Blog"), for breadcrumbs. */
export function navigationLabel(text: SiteText, href: string): string {
  const link = text.header.links.find((candidate) => candidate.href === href);
  if (!link)
    throw new ContentError(`app/content/site-text.yaml: header.links has no link to ${href}`);
  return link.label;
}
