/** Select options shared by the forms (labels) and the server (allowed values). */
export interface Option {
  readonly value: string;
  readonly label: string;
}

export const projectTypeOptions = [
  { value: "web-app", label: "Web Application" },
  { value: "mobile-app", label: "Mobile Application" },
  { value: "cloud-migration", label: "Cloud Migration" },
  { value: "ai-ml", label: "AI/ML Solution" },
  { value: "digital-transformation", label: "Digital Transformation" },
  { value: "other", label: "Other" },
] as const satisfies readonly Option[];

export const budgetOptions = [
  { value: "50k-100k", label: "₹50,000 – ₹1,00,000" },
  { value: "100k-250k", label: "₹1,00,000 – ₹2,50,000" },
  { value: "250k-500k", label: "₹2,50,000 – ₹5,00,000" },
  { value: "500k+", label: "₹5,00,000+" },
  { value: "discuss", label: "Let's Discuss" },
] as const satisfies readonly Option[];

export const timelineOptions = [
  { value: "asap", label: "As Soon As Possible" },
  { value: "1-month", label: "Within 1 Month" },
  { value: "3-months", label: "Within 3 Months" },
  { value: "6-months", label: "Within 6 Months" },
  { value: "planning", label: "Still Planning" },
] as const satisfies readonly Option[];

export const enquiryTypeOptions = [
  { value: "general-question", label: "General question" },
  { value: "partnership", label: "Partnership" },
  { value: "support", label: "Support" },
  { value: "careers", label: "Careers" },
  { value: "other", label: "Other" },
] as const satisfies readonly Option[];

export function optionValues(options: readonly Option[]): string[] {
  return options.map((option) => option.value);
}

export function optionLabel(options: readonly Option[], value: string): string {
  return options.find((option) => option.value === value)?.label ?? value;
}
