import * as z from "zod";
import { seo, text } from "./common.ts";

/** app/content/pages/not-found.yaml: what an address that leads nowhere shows. */
export const notFoundSchema = z.strictObject({
  seo,
  heading: text,
  body: text,
  homeLink: text,
});

export type NotFoundContent = z.output<typeof notFoundSchema>;
