import { breadcrumbJsonLd, pageMeta, webPageJsonLd } from "~/lib/seo";
import type { LegalDocumentContent } from "./legal-types";

export function legalPageMeta(document: LegalDocumentContent) {
  const { title, description } = document.seo;
  return pageMeta({
    title,
    description,
    path: document.path,
    jsonLd: [
      {
        ...webPageJsonLd({ title, description, path: document.path }),
        dateModified: document.lastUpdated.iso,
      },
      breadcrumbJsonLd([
        { name: "Home", path: "/" },
        { name: document.title, path: document.path },
      ]),
    ],
  });
}
