/**
 * Where an enquiry came from, recorded first-party and without cookies: the page the form was
 * sent from, the referring site's origin, and the campaign tags of the visit's landing URL.
 * Zod-free, so the script every page runs can use it; the schema is in schemas/attribution.ts.
 */

/** The landing URL's query parameters each campaign tag is read from. */
export const campaignParameters = {
  utmSource: "utm_source",
  utmMedium: "utm_medium",
  utmCampaign: "utm_campaign",
} as const;

/**
 * The parts, in the order the team reads them in the e-mail, the CSV and the inbox; their names
 * are `attribution.labels` in app/content/forms.yaml.
 */
export const ATTRIBUTION_PARTS = [
  "page",
  "referrer",
  "utmSource",
  "utmMedium",
  "utmCampaign",
] as const satisfies readonly AttributionPart[];

export type AttributionPart = "page" | "referrer" | keyof typeof campaignParameters;

/** True only while every part is listed above: a campaign tag added but not listed fails here. */
export const EVERY_PART_LISTED: [
  Exclude<AttributionPart, (typeof ATTRIBUTION_PARTS)[number]>,
] extends [never]
  ? true
  : false = true;

export type Attribution = Readonly<Partial<Record<AttributionPart, string>>>;

/** Each part's name, as the team reads it. */
export type AttributionLabels = Readonly<Record<AttributionPart, string>>;

/** The campaign tags in a URL's query, those present only, in an object of their own. */
export function campaignTags(query: URLSearchParams): Partial<Record<AttributionPart, string>> {
  const tags: Partial<Record<AttributionPart, string>> = {};
  for (const [part, parameter] of Object.entries(campaignParameters)) {
    const value = query.get(parameter);
    if (value) tags[part as AttributionPart] = value;
  }
  return tags;
}

/** The parts an enquiry has, named by `labels`, in the order of `ATTRIBUTION_PARTS`. */
export function attributionLines(
  attribution: Attribution | undefined,
  labels: AttributionLabels,
): { readonly label: string; readonly value: string }[] {
  return ATTRIBUTION_PARTS.flatMap((part) => {
    const value = attribution?.[part];
    return value ? [{ label: labels[part], value }] : [];
  });
}
