import * as z from "zod";
import { seo, text } from "./common.ts";

/** app/content/pages/not-found.yaml: what an address that leads nowhere shows. */
export const notFoundSchema = z.strictObject({
  seo,
  heading: text,
  body: text,
  homeLink: text,
  waysTitle: text,
  ways: z
    .array(
      z.strictObject({
        label: text,
        href: z.string().regex(/^\/[a-z0-9/-]*$/, "must be a path on the site, such as /services"),
      }),
    )
    .min(1),
  search: z.strictObject({ label: text, placeholder: text, button: text }),
});

export type NotFoundContent = z.output<typeof notFoundSchema>;
