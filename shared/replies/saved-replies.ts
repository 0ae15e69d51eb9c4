/** Saved replies: the administrators' templates, with the enquiry's details filled in when picked. */
import type { AdminRole } from "#shared/accounts/contract.ts";

export const SAVED_REPLY_TITLE_MAX = 120;

/** Whose replies a template is for: the sales conversations, the job applications, or both. */
export const SAVED_REPLY_AUDIENCES = ["sales", "recruiting", "both"] as const;
export type SavedReplyAudience = (typeof SAVED_REPLY_AUDIENCES)[number];

export function isSavedReplyAudience(value: unknown): value is SavedReplyAudience {
  return SAVED_REPLY_AUDIENCES.includes(value as SavedReplyAudience);
}

/** Whether a role sees a template: administrators all of them, the others their side's. */
export function templateFor(audience: SavedReplyAudience, role: AdminRole): boolean {
  if (role === "administrator" || audience === "both") return true;
  return audience === (role === "recruiter" ? "recruiting" : "sales");
}

/** The placeholders a template may use, and the enquiry's field each takes. */
export const SAVED_REPLY_PLACEHOLDERS = {
  name: "name",
  company: "companyName",
  position: "position",
} as const;

/** The placeholders made from the enquiry and the conversation rather than one field. */
const DERIVED_PLACEHOLDERS = ["first_name", "owner_name"] as const;

/** Every placeholder a template may use, as written in it. */
export const SAVED_REPLY_VARIABLES = [
  ...Object.keys(SAVED_REPLY_PLACEHOLDERS),
  ...DERIVED_PLACEHOLDERS,
].map((name) => `{${name}}`);

/** The `{…}` in a template that no placeholder is: refused when the template is saved. */
export function unknownPlaceholders(template: string): string[] {
  const used = [...template.matchAll(/\{([^{}\s]{1,40})\}/g)].map((match) => `{${match[1]}}`);
  return [...new Set(used.filter((placeholder) => !SAVED_REPLY_VARIABLES.includes(placeholder)))];
}

/**
 * The template with its placeholders replaced: `{name}`, `{company}` and `{position}` by the
 * enquiry's values, `{first_name}` by the first word of its name, `{owner_name}` by the name of
 * whoever owns the conversation. A value the enquiry lacks leaves an empty place for the
 * reviewer to see and edit.
 */
export function fillSavedReply(
  template: string,
  fields: Readonly<Record<string, string | undefined>>,
  ownerName = "",
): string {
  return template.replace(
    /\{(name|company|position|first_name|owner_name)\}/g,
    (_, placeholder: string) => {
      if (placeholder === "first_name") return fields.name?.trim().split(/\s+/)[0] ?? "";
      if (placeholder === "owner_name") return ownerName;
      const field = SAVED_REPLY_PLACEHOLDERS[placeholder as keyof typeof SAVED_REPLY_PLACEHOLDERS];
      return fields[field] ?? "";
    },
  );
}
