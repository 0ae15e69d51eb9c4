/**
 * The forms' words as the islands get them: app/content/forms.yaml's fields, checked at build
 * time and bundled as data (`virtual:form-words`, server/astro/site-facts-module.ts), shared by
 * every form on a page rather than repeated in each island's props.
 */
import { formWords } from "virtual:form-words";
import type { EnquiryKind } from "#shared/enquiries/kinds.ts";
import { fieldTextIn, type FieldText } from "#shared/enquiries/words.ts";

const worded = new Map<EnquiryKind, Readonly<Record<string, FieldText>>>();

/** Every field as the form of `kind` words it, by name. */
export function fieldsIn(kind: EnquiryKind): Readonly<Record<string, FieldText>> {
  let fields = worded.get(kind);
  if (!fields) {
    fields = Object.fromEntries(
      Object.keys(formWords.fields).map((name) => [
        name,
        fieldTextIn(formWords.fields, kind, name),
      ]),
    );
    worded.set(kind, fields);
  }
  return fields;
}

/** What a form says when the CV chosen is too large to send. */
export const cvTooLarge: string = formWords.answers.cv.tooLarge;
