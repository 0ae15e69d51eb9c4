/** How an enquiry's fields read in a message to a person: labelled, in form order, options named. */
import type { FieldLine } from "#shared/enquiries/field-line.ts";
import { rulesOf, type EnquiryKind, type EnquiryRules } from "#shared/enquiries/schemas.ts";
import { fieldHref } from "#shared/enquiries/fields.ts";
import { fieldTextIn, teamLabel, type FormWords } from "#shared/enquiries/words.ts";
import { calendarDay } from "#shared/text/dates.ts";
import { emailWords } from "./email-words.ts";
import { formWords } from "./form-words.ts";

function displayValue(name: string, value: string, words: FormWords): string {
  if (value === "") return emailWords.notification.notSpecified;
  const choices = fieldTextIn(words.fields, undefined, name).options;
  if (choices) return choices.find((option) => option.value === value)?.label ?? value;
  if (name === "projectStartDate") return calendarDay(value);
  return value;
}

/**
 * Every field of the kind, in the form's order (its rules), with the team's label and its
 * readable value; the words and rules are the content's and the code's unless handed in.
 */
export function fieldLines(
  kind: EnquiryKind,
  fields: Readonly<Record<string, string>>,
  words: FormWords = formWords,
  rules: EnquiryRules = rulesOf(kind),
): FieldLine[] {
  return Object.entries(rules).map(([name, rule]) => {
    const href = fieldHref(rule, fields[name] ?? "");
    return {
      label: teamLabel(words.fields, name),
      value: displayValue(name, fields[name] ?? "", words),
      long: rule.long,
      ...(href ? { href } : {}),
    };
  });
}
