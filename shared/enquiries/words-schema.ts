/**
 * The check of the forms' words in app/content/forms.yaml (`kinds`, `attribution`, `fields`,
 * `textRules`, `answers`),
 * the one schema both readers share: the site's build (app/content/schemas/forms.ts) and the
 * server's reader (server/enquiries/form-words.ts). Node only: the browser gets checked words.
 */
import * as z from "zod";
import { slottedText } from "#shared/site/slots.ts";
import { ATTRIBUTION_PARTS, type AttributionPart } from "./attribution.ts";
import { ENQUIRY_KINDS, type EnquiryKind } from "./kinds.ts";
import { choiceValues } from "./options.ts";
import { storedFields } from "./fields.ts";
import { enquiryRules } from "./schemas.ts";
import { fieldTextIn, type FormWords } from "./words.ts";

const text = slottedText();

const wording = {
  // The form says "(optional)" itself beside a field that may be left empty.
  label: text
    .refine((label) => !/\boptional\b/i.test(label), {
      error: "must not say optional: the form adds it beside a field that may be left empty",
    })
    .optional(),
  placeholder: text.optional(),
  hint: text.optional(),
  message: text.optional(),
};

const fieldWords = z.strictObject({
  team: text,
  ...wording,
  options: z.record(z.string(), text).optional(),
  inForm: z.partialRecord(z.enum(ENQUIRY_KINDS), z.strictObject(wording)).optional(),
});

/** Every field a form asks for has its words; every choice names each of its values, no other. */
const fields = z.record(z.string(), fieldWords).superRefine((words, context) => {
  for (const name of storedFields()) {
    if (!Object.hasOwn(words, name)) {
      context.addIssue({
        code: "custom",
        path: [name],
        message: "is missing (a form asks for it)",
      });
    }
  }
  for (const kind of ENQUIRY_KINDS) {
    for (const name of Object.keys(enquiryRules[kind])) {
      if (Object.hasOwn(words, name) && fieldTextIn(words, kind, name).message === undefined) {
        context.addIssue({
          code: "custom",
          path: [name, "message"],
          message: `is missing (the ${kind} form checks this field)`,
        });
      }
    }
  }
  for (const [name, values] of Object.entries(choiceValues)) {
    const named = Object.keys(words[name]?.options ?? {});
    const missing = values.filter((value) => !named.includes(value));
    const unknown = named.filter((value) => !(values as readonly string[]).includes(value));
    if (missing.length > 0 || unknown.length > 0) {
      context.addIssue({
        code: "custom",
        path: [name, "options"],
        message: `must name each choice once: ${values.join(", ")}${unknown.length > 0 ? ` (not ${unknown.join(", ")})` : ""}`,
      });
    }
  }
});

const textRules = z.strictObject({
  tooLong: slottedText(["max"], ["max"]),
  pastDate: text,
  illFormed: text,
  lineBreak: text,
  control: text,
  encodedWord: text,
});

const answers = z.strictObject({
  unknownAction: text,
  invalid: text,
  unavailable: text,
  cv: z.strictObject({
    wrongType: text,
    empty: text,
    tooLarge: text,
    oneFile: text,
    notTaken: text,
  }),
  opening: z.strictObject({ closed: text, unknown: text }),
  request: z.strictObject({
    tooLarge: text,
    notJson: text,
    notForm: text,
    unreadableForm: text,
    unreadableJson: text,
    unreadableBody: text,
    invalidJson: text,
    notAnObject: text,
    methodNotAllowed: text,
    crossOrigin: text,
    rateLimited: text,
    pagesRateLimited: text,
    serverError: text,
  }),
});

/** Each kind's names, every kind named. */
const kindNames = z.strictObject({ shown: text, noun: text, label: text });
const kinds = z.strictObject(
  Object.fromEntries(ENQUIRY_KINDS.map((kind) => [kind, kindNames])) as Record<
    EnquiryKind,
    typeof kindNames
  >,
);

/** The heading above where an enquiry came from, and each part's name. */
const attribution = z.strictObject({
  heading: text,
  labels: z.strictObject(
    Object.fromEntries(ATTRIBUTION_PARTS.map((part) => [part, text])) as Record<
      AttributionPart,
      typeof text
    >,
  ),
});

/** After a consultation or project enquiry is sent: the offer to pick a time on /book. */
const bookingOffer = z.strictObject({ lead: text, button: text });

/** The parts of forms.yaml the rules and the server read, as fields of its schema. */
export const formWordsShape = { kinds, attribution, fields, textRules, answers, bookingOffer };

/** Those parts alone, the rest of the file left to the site's own check. */
export const formWordsSchema: z.ZodType<FormWords> = z.object(formWordsShape);
