import type { LegalContent } from "#app/content/schemas/legal.ts";
import { breadcrumbJsonLd, pageMeta, webPageJsonLd } from "#app/lib/seo.ts";

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
