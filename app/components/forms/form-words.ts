/**
 * The forms' words as the islands get them: app/content/forms.yaml's fields, checked at build
 * time and bundled as data (`virtual:form-words`, server/astro/site-facts-module.ts), shared by
 * every form on a page rather than repeated in each island's props.
 */
import { fields as words } from "virtual:form-words";
import type { EnquiryKind } from "#shared/enquiries/kinds.ts";
import { fieldTextIn, type FieldText } from "#shared/enquiries/words.ts";

const worded = new Map<EnquiryKind, Readonly<Record<string, FieldText>>>();

/** Every field as the form of `kind` words it, by name. */
export function fieldsIn(kind: EnquiryKind): Readonly<Record<string, FieldText>> {
  let fields = worded.get(kind);
  if (!fields) {
    fields = Object.fromEntries(
      Object.keys(words).map((name) => [name, fieldTextIn(words, kind, name)]),
    );
    worded.set(kind, fields);
  }
  return fields;
}

export { cvTooLarge, kindsShown } from "virtual:form-words";
