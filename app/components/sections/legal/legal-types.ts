import type { PageSeo } from "~/content/types";

/** One numbered section of a legal document; a string is a paragraph, a list of strings a bullet list. */
export interface LegalSection {
  /** The in-page anchor, e.g. "overview". */
  readonly id: string;
  readonly title: string;
  readonly body: readonly (string | readonly string[])[];
  /** Rendered as a mailto link after the body. */
  readonly email?: string;
}

/** Privacy policy and terms share this shape and one component. */
export interface LegalDocumentContent {
  readonly seo: PageSeo;
  readonly path: string;
  readonly eyebrow: string;
  readonly title: string;
  readonly lead: string;
  readonly lastUpdated: { readonly iso: string; readonly text: string };
  readonly sections: readonly LegalSection[];
}
