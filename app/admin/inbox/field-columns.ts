/** The CSV export's columns of an enquiry's own fields. */
import { fieldRule, storedFields, type RulesByKind } from "#shared/enquiries/fields.ts";
import { enquiryRules } from "#shared/enquiries/schemas.ts";
import { fieldTextIn, teamLabel, type FormWords } from "#shared/enquiries/words.ts";

/**
 * The columns of the enquiries' fields: each field a visitor fills in has a column of its own,
 * in the content file's order, the choices by name; the long texts (one to each kind) share one,
 * after them. Found in the forms' rules, so a field added to a form gets its column; a hidden
 * field (the opening applied for) gets none.
 */
export function fieldColumns(
  words: Pick<FormWords, "fields">,
  rules: RulesByKind = enquiryRules,
): { header: string[]; cells: (fields: Readonly<Record<string, string>>) => string[] } {
  const names = storedFields(Object.keys(words.fields), rules);
  const own = names.filter((name) => {
    const rule = fieldRule(name, rules);
    return !rule?.long && !rule?.hidden;
  });
  const long = names.filter((name) => fieldRule(name, rules)?.long);
  const cell = (name: string, value: string | undefined) => {
    if (!value) return "";
    const options = fieldTextIn(words.fields, undefined, name).options;
    return options?.find((option) => option.value === value)?.label ?? value;
  };
  return {
    header: [
      ...own.map((name) => teamLabel(words.fields, name)),
      teamLabel(words.fields, "message"),
    ],
    cells: (fields) => [
      ...own.map((name) => cell(name, fields[name])),
      long.map((name) => fields[name]).find((value) => value !== undefined) ?? "",
    ],
  };
}
