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

/** The heading the team reads above the parts. */
export const attributionHeading = "Where it came from";

/** How the team reads each part, in the e-mail, the CSV and the inbox, in this order. */
export const attributionLabels = {
  page: "Sent from page",
  referrer: "Referring site",
  utmSource: "Campaign source",
  utmMedium: "Campaign medium",
  utmCampaign: "Campaign name",
} as const satisfies Record<keyof typeof campaignParameters | "page" | "referrer", string>;

export type AttributionPart = keyof typeof attributionLabels;
export type Attribution = Readonly<Partial<Record<AttributionPart, string>>>;

/** The campaign tags in a URL's query, those present only, in an object of their own. */
export function campaignTags(query: URLSearchParams): Partial<Record<AttributionPart, string>> {
  const tags: Partial<Record<AttributionPart, string>> = {};
  for (const [part, parameter] of Object.entries(campaignParameters)) {
    const value = query.get(parameter);
    if (value) tags[part as AttributionPart] = value;
  }
  return tags;
}

/** The parts an enquiry has, labelled, in the order of `attributionLabels`. */
export function attributionLines(
  attribution: Attribution | undefined,
): { readonly label: string; readonly value: string }[] {
  return Object.entries(attributionLabels).flatMap(([part, label]) => {
    const value = attribution?.[part as AttributionPart];
    return value ? [{ label, value }] : [];
  });
}
