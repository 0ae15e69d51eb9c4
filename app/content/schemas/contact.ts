import * as z from "zod";
import { closingCta, item, sectionHeading, seo, text } from "./common.ts";

/** app/content/pages/contact.yaml: the contact page around its form and map. */
export const contactSchema = z.strictObject({
  seo,
  hero: z.strictObject({ eyebrow: text, title: text, lead: text, replyPromise: text }),
  form: z.strictObject({ title: text, text }),
  details: z.strictObject({
    title: text,
    officeLabel: text,
    emailLabel: text,
    salesLabel: text,
    careersLabel: text,
    phoneLabel: text,
    hoursTitle: text,
    hoursNote: text,
  }),
  promises: z.strictObject({ ...sectionHeading, items: z.array(item).min(1) }),
  map: z.strictObject({
    ...sectionHeading,
    frameTitle: text,
    previewLabel: text,
    loadLabel: text,
    loadNote: text,
    openLabel: text,
  }),
  closing: closingCta,
});

export type ContactContent = z.output<typeof contactSchema>;
export type ContactDetailsText = ContactContent["details"];
export type MapText = ContactContent["map"];
