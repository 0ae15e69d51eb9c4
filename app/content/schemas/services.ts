import * as z from "zod";
import { closingCta, item, sectionHeading, seo, text } from "./common.ts";

/** app/content/pages/services.yaml: the services overview around the service cards. */
export const servicesSchema = z.strictObject({
  seo,
  hero: z.strictObject({ eyebrow: text, title: text, lead: text }),
  catalogue: z.strictObject({
    ...sectionHeading,
    linkLabel: text,
    /** The services' cards in this order: file names in app/content/services/. */
    services: z.array(z.string()).min(1),
  }),
  staffAugmentation: z.strictObject({ ...sectionHeading, items: z.array(item).min(1) }),
  closing: closingCta,
});

export type ServicesContent = z.output<typeof servicesSchema>;
