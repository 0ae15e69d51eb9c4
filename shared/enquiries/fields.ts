/**
 * The fields as the team reads them (e-mails, the inbox, the CSV export): every field a form
 * keeps, found in the forms' rules (./schemas.ts), so a field added to a form is read everywhere
 * without a list of its own.
 */
import { ENQUIRY_KINDS } from "./kinds.ts";
import type { EnquiryKind } from "./kinds.ts";
import { enquiryRules, type EnquiryRules, type FieldRule } from "./schemas.ts";

/** The forms' rules, by kind: the code's own unless a test hands in others. */
export type RulesByKind = Readonly<Record<EnquiryKind, EnquiryRules>>;

/** The rule of a stored field, if a form has such a field (a field is read alike in every form). */
export function fieldRule(name: string, rules: RulesByKind = enquiryRules): FieldRule | undefined {
  for (const kind of ENQUIRY_KINDS) {
    if (Object.hasOwn(rules[kind], name)) return rules[kind][name];
  }
  return undefined;
}

/**
 * Every field any form keeps, once: those named in `order` first, in its order (the content
 * file's fields), then any other in the order the forms ask for it.
 */
export function storedFields(
  order: readonly string[] = [],
  rules: RulesByKind = enquiryRules,
): string[] {
  const kept = new Set(ENQUIRY_KINDS.flatMap((kind) => Object.keys(rules[kind])));
  return [...new Set([...order.filter((name) => kept.has(name)), ...kept])];
}

/** The `mailto:` or `tel:` link of a stored value, for the fields the team can write to or call. */
export function fieldHref(rule: FieldRule | undefined, value: string): string | undefined {
  const link = rule?.link;
  if (!link || value === "") return undefined;
  // A dialler wants digits and the leading +; the spaces and dashes people type are dropped.
  return link === "tel"
    ? `tel:${value.replace(/[^\d+]/g, "")}`
    : `mailto:${encodeURIComponent(value).replace("%40", "@")}`;
}

/** The one long text each kind carries: message, project details or cover letter. */
export function messageOf(fields: Readonly<Record<string, string>>): string {
  return fields.message ?? fields.projectDetails ?? fields.coverLetter ?? "";
}
