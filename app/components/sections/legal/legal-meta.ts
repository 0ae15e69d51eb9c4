import type { LegalContent } from "~/content/schemas/legal";
import { breadcrumbJsonLd, pageMeta, webPageJsonLd } from "~/lib/seo";

/** `homeLabel`: the navigation's name of the home page, for the breadcrumb. */
export function legalPageMeta(document: LegalContent, path: string, homeLabel: string) {
  const { title, description } = document.seo;
  return pageMeta({
    title,
    description,
    path,
    jsonLd: [
      { ...webPageJsonLd({ title, description, path }), dateModified: document.lastUpdated },
      breadcrumbJsonLd([
        { name: homeLabel, path: "/" },
        { name: document.title, path },
      ]),
    ],
  });
}
