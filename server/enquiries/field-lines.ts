/** How an enquiry's fields read in a message to a person: labelled, in form order, options named. */
import type { FieldLine } from "#shared/enquiries/field-line.ts";
import { enquirySchemas, type EnquiryKind } from "#shared/enquiries/schemas.ts";
import { fieldDefinition, fieldHref } from "#shared/enquiries/fields.ts";
import { optionLabel } from "#shared/enquiries/options.ts";
import { calendarDay } from "#shared/text/dates.ts";

function displayValue(name: string, value: string): string {
  if (value === "") return "Not specified";
  const choices = fieldDefinition(name)?.options;
  if (choices) return optionLabel(choices, value);
  if (name === "projectStartDate") return calendarDay(value);
  return value;
}

/** Every field of the kind, in the form's order, with its label and readable value. */
export function fieldLines(
  kind: EnquiryKind,
  fields: Readonly<Record<string, string>>,
): FieldLine[] {
  return Object.keys(enquirySchemas[kind].shape).map((name) => {
    const field = fieldDefinition(name);
    const href = fieldHref(name, fields[name] ?? "");
    return {
      label: field?.label ?? name,
      value: displayValue(name, fields[name] ?? ""),
      long: field?.long ?? false,
      ...(href ? { href } : {}),
    };
  });
}
