/**
 * The values of the forms' choices: what a form posts and the server accepts. Their names are
 * the content's (app/content/forms.yaml, `fields.<field>.options`); the order here is the order
 * a form lists them in.
 */
export const choiceValues = {
  projectType: [
    "web-app",
    "mobile-app",
    "cloud-migration",
    "ai-ml",
    "digital-transformation",
    "other",
  ],
  budget: ["50k-100k", "100k-250k", "250k-500k", "500k+", "discuss"],
  projectTimeline: ["asap", "1-month", "3-months", "6-months", "planning"],
  enquiryType: ["general-question", "partnership", "support", "careers", "other"],
} as const satisfies Record<string, readonly string[]>;

/** A choice as a form lists it. */
export interface Option {
  readonly value: string;
  readonly label: string;
}

/** The choices of `values`, each named by `names` (by value); a value without a name shows as itself. */
export function optionsOf(
  values: readonly string[],
  names: Readonly<Record<string, string>> = {},
): Option[] {
  return values.map((value) => ({ value, label: names[value] ?? value }));
}
