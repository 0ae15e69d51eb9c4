import * as z from "zod/mini";
import type { Attribution } from "./attribution.ts";
import { oneLineFault } from "./field-schemas.ts";

const PAGE_MAX = 300;
const ORIGIN_MAX = 200;
const TAG_MAX = 100;

/**
 * Every part is shown on one line of an e-mail, a CSV cell, the inbox and a chat message, so it
 * keeps the rule of a one-line field.
 */
const oneLine = () => z.refine<string>((value) => oneLineFault(value) === undefined);

/** A path on this site: "/contact"; never a query, a fragment or another host ("//host"). */
const page = z.string().check(z.maxLength(PAGE_MAX), z.regex(/^\/(?!\/)[^?#\s\\]*$/), oneLine());

/** "https://www.google.com": scheme, host and port only. */
const origin = z.string().check(
  z.maxLength(ORIGIN_MAX),
  z.refine((value) => URL.canParse(value) && new URL(value).origin === value),
  z.refine((value) => /^https?:/.test(value)),
  oneLine(),
);

const tag = z.string().check(z.trim(), z.minLength(1), z.maxLength(TAG_MAX), oneLine());

/** A part that is not as described is dropped: it must never cost the visitor their enquiry. */
const droppable = <T extends z.ZodMiniType<string>>(schema: T) =>
  z.catch(z.optional(schema), undefined);

export const attributionSchema = z.catch(
  z.object({
    page: droppable(page),
    referrer: droppable(origin),
    utmSource: droppable(tag),
    utmMedium: droppable(tag),
    utmCampaign: droppable(tag),
  }),
  {},
);

/** What a submission says of its origin, its bad parts dropped; undefined when nothing is left. */
export function parseAttribution(input: unknown): Attribution | undefined {
  const parsed = attributionSchema.parse(input);
  const kept = Object.fromEntries(Object.entries(parsed).filter(([, value]) => value));
  return Object.keys(kept).length > 0 ? kept : undefined;
}
