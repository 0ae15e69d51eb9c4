import * as z from "zod";
import { seo, step, text } from "./common.ts";

const tab = z.strictObject({ label: text, title: text, intro: text });

/** app/content/pages/start-project.yaml: the page around the three enquiry forms. */
export const startProjectSchema = z.strictObject({
  seo,
  hero: z.strictObject({ eyebrow: text, title: text, lead: text }),
  tabs: z.strictObject({
    label: text,
    project: tab,
    generalEnquiry: tab,
    jobEnquiry: tab,
  }),
  nextSteps: z.strictObject({ title: text, steps: z.array(step).min(1) }),
  directContact: z.strictObject({
    title: text,
    emailLabel: text,
    careersLabel: text,
    phoneLabel: text,
    hoursTitle: text,
  }),
});

export type StartProjectContent = z.output<typeof startProjectSchema>;
export type EnquiryTabText = z.output<typeof tab>;
