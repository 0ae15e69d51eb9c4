/** Saved replies: the administrators' templates, with the enquiry's details filled in when picked. */

export const SAVED_REPLY_TITLE_MAX = 120;

/** The placeholders a template may use, and the field each takes from the enquiry. */
export const SAVED_REPLY_PLACEHOLDERS = {
  name: "name",
  company: "companyName",
  position: "position",
} as const;

/**
 * The template with `{name}`, `{company}` and `{position}` replaced by the enquiry's values; a
 * value the enquiry lacks leaves an empty place for the reviewer to see and edit.
 */
export function fillSavedReply(
  template: string,
  fields: Readonly<Record<string, string | undefined>>,
): string {
  return template.replace(/\{(name|company|position)\}/g, (_, placeholder: string) => {
    const field = SAVED_REPLY_PLACEHOLDERS[placeholder as keyof typeof SAVED_REPLY_PLACEHOLDERS];
    return fields[field] ?? "";
  });
}
