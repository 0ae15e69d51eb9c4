/**
 * The shape of the forms' words (app/content/forms.yaml), and a field as one form words it. No
 * words here: the content file holds them, checked by ./words-schema.ts when it is read, and they
 * are handed in (as props to a form, from the reader in server/site/ to the server).
 */
import type { TextRuleMessages } from "./field-schemas.ts";
import type { AttributionLabels } from "./attribution.ts";
import type { EnquiryKind } from "./kinds.ts";
import { choiceValues, optionsOf, type Option } from "./options.ts";

/** What a form may say about a field. */
export interface FieldWording {
  readonly label?: string;
  readonly placeholder?: string;
  readonly hint?: string;
  /** What the form and the server say when the field is missing or wrong. */
  readonly message?: string;
}

/** One field's words: the team's name for it, the forms' wording, a form's own where it differs. */
export interface FieldWords extends FieldWording {
  readonly team: string;
  /** The name of each choice, by its value. */
  readonly options?: Readonly<Record<string, string>>;
  readonly inForm?: Partial<Readonly<Record<EnquiryKind, FieldWording>>>;
}

/** What the server answers when it refuses a submission or cannot keep it. */
export interface SubmitAnswers {
  readonly unknownAction: string;
  readonly invalid: string;
  readonly unavailable: string;
  readonly cv: {
    readonly wrongType: string;
    readonly empty: string;
    readonly tooLarge: string;
    readonly oneFile: string;
    readonly notTaken: string;
  };
  /** About the opening a job application names: no longer open, or none at that address. */
  readonly opening: { readonly closed: string; readonly unknown: string };
  /** About a request the server cannot take as it came. */
  readonly request: Readonly<
    Record<
      | "tooLarge"
      | "notJson"
      | "notForm"
      | "unreadableForm"
      | "unreadableJson"
      | "unreadableBody"
      | "invalidJson"
      | "notAnObject"
      | "methodNotAllowed"
      | "crossOrigin"
      | "rateLimited"
      | "pagesRateLimited"
      | "serverError",
      string
    >
  >;
}

/** A kind of enquiry's names. */
export interface KindNames {
  /** In the success message: "Your {kind} has been received". */
  readonly shown: string;
  /** In the team's e-mails, the acknowledgement and the command line: "New {kind} from …". */
  readonly noun: string;
  /** In the inbox: its tabs, badges, report and CSV export. */
  readonly label: string;
}

/**
 * The words the rules need: each kind's names, every field's in the order the team reads them,
 * and the checks'.
 */
export interface FormWords {
  readonly kinds: Readonly<Record<EnquiryKind, KindNames>>;
  /** Where an enquiry came from, as the team reads it: the heading and each part's name. */
  readonly attribution: { readonly heading: string; readonly labels: AttributionLabels };
  readonly fields: Readonly<Record<string, FieldWords>>;
  readonly textRules: TextRuleMessages;
  readonly answers: SubmitAnswers;
  /** After a consultation or project enquiry is sent: the offer to pick a time on /book. */
  readonly bookingOffer: { readonly lead: string; readonly button: string };
}

/** A field as one form shows it. */
export interface FieldText {
  readonly label: string;
  readonly placeholder: string;
  /** A short instruction shown under the label. */
  readonly hint?: string;
  readonly message?: string;
  /** The choices, in order, where the field is a choice. */
  readonly options?: readonly Option[];
}

function isChoice(name: string): name is keyof typeof choiceValues {
  return Object.hasOwn(choiceValues, name);
}

/**
 * The field `name` as the form of `kind` words it: its own wording over the field's, the
 * team's name where it has no label of its own. A field without words shows its name.
 */
export function fieldTextIn(
  fields: FormWords["fields"],
  kind: EnquiryKind | undefined,
  name: string,
): FieldText {
  const words: FieldWords | undefined = Object.hasOwn(fields, name) ? fields[name] : undefined;
  const own = (kind && words?.inForm?.[kind]) || {};
  const { label, placeholder = "", hint, message } = { ...words, ...own };
  return {
    label: label ?? words?.team ?? name,
    placeholder,
    ...(hint !== undefined && { hint }),
    ...(message !== undefined && { message }),
    ...(isChoice(name) && { options: optionsOf(choiceValues[name], words?.options) }),
  };
}

/** The team's name for a field: in the e-mails, the inbox and the CSV export. */
export function teamLabel(fields: FormWords["fields"], name: string): string {
  return (Object.hasOwn(fields, name) ? fields[name]?.team : undefined) ?? name;
}
