import * as z from "zod/mini";
import {
  containsCharacter,
  isBidiControl,
  isControlCharacter,
} from "#shared/text/control-characters.ts";
import { isoDate } from "#shared/text/iso-date.ts";
import { typedDay } from "#shared/text/typed-date.ts";

/** Upper bounds keep one enquiry well under the endpoint's 64 KB body limit. */
export const SINGLE_LINE_MAX = 200;
export const LONG_TEXT_MAX = 5000;

/** Line breaks, Unicode's next-line, line and paragraph separators included. */
const LINE_BREAK = /[\r\n\u0085\u2028\u2029]/;

/**
 * An RFC 2047 encoded word (`=?UTF-8?B?4oCu?=`): mail clients decode one in a subject or a
 * display name, even inside quotes, into whatever it encodes, a line break or an override too.
 */
const ENCODED_WORD = /=\?.*\?=/;

/** In a one-line text, no control character at all, nor a bidirectional one. */
const hiddenInLine = (codePoint: number) =>
  isControlCharacter(codePoint) || isBidiControl(codePoint);
/** In a long text, line breaks and tabs are writing; every other control character is not. */
const hiddenInText = (codePoint: number) =>
  isControlCharacter(codePoint) && codePoint !== 0x09 && codePoint !== 0x0a && codePoint !== 0x0d;

/**
 * What the checks say, from the content (app/content/forms.yaml, `textRules`): `tooLong` may
 * use {max}, the most characters the field takes.
 */
export interface TextRuleMessages {
  readonly tooLong: string;
  readonly pastDate: string;
  readonly illFormed: string;
  readonly lineBreak: string;
  readonly control: string;
  readonly encodedWord: string;
}

type LineFault = "illFormed" | "lineBreak" | "control" | "encodedWord";

const tooLong = (max: number, said: TextRuleMessages) =>
  said.tooLong.replaceAll("{max}", String(max));

/**
 * Text every store keeps as typed: a lone surrogate (half of an emoji, say) is refused by
 * PostgreSQL and written as broken UTF-8 by SQLite. JSON's `\ud800` escape carries one in.
 */
export const wellFormed = (said: Pick<TextRuleMessages, "illFormed">) =>
  z.refine<string>((value) => value.isWellFormed(), said.illFormed);

/** Why a text cannot stand as one line of a mail header, a CSV cell or a chat message, if it cannot. */
export function oneLineFault(value: string): LineFault | undefined {
  if (!value.isWellFormed()) return "illFormed";
  if (LINE_BREAK.test(value)) return "lineBreak";
  if (containsCharacter(value, hiddenInLine)) return "control";
  if (ENCODED_WORD.test(value)) return "encodedWord";
  return undefined;
}

/**
 * A trimmed one-line text. Line breaks, control and bidirectional characters and encoded words
 * are refused, so nothing can reach an e-mail header or a terminal, and the text reads as typed.
 */
export function singleLine(min: number, message: string, said: TextRuleMessages) {
  return z.string({ error: message }).check(
    z.trim(),
    z.minLength(min, message),
    z.maxLength(SINGLE_LINE_MAX, tooLong(SINGLE_LINE_MAX, said)),
    z.superRefine((value, context) => {
      const fault = oneLineFault(value);
      if (fault) context.addIssue({ code: "custom", message: said[fault], input: value });
    }),
  );
}

/** A one-line text that may be left empty; filled in, it is checked as `singleLine`. */
export function optionalLine(min: number, message: string, said: TextRuleMessages) {
  return z._default(z.union([z.literal(""), singleLine(min, message, said)]), "");
}

/** A trimmed text of several lines: line breaks and tabs, and no other control character. */
export function longText(min: number, message: string, said: TextRuleMessages) {
  return z.string({ error: message }).check(
    z.trim(),
    z.minLength(min, message),
    z.maxLength(LONG_TEXT_MAX, tooLong(LONG_TEXT_MAX, said)),
    wellFormed(said),
    z.refine((value) => !containsCharacter(value, hiddenInText), said.control),
  );
}

export function emailAddress(message: string, said: Pick<TextRuleMessages, "illFormed">) {
  return z.pipe(
    z
      .string({ error: message })
      .check(z.trim(), z.maxLength(SINGLE_LINE_MAX, message), wellFormed(said)),
    z.email({ error: message }),
  );
}

/** One of a select's values; the empty string means "not chosen" where the choice is optional. */
export function choice(values: readonly string[], message: string) {
  return z.string({ error: message }).check(
    z.trim(),
    z.refine((value) => values.includes(value), message),
  );
}

/**
 * The address (slug) of the job opening an application came from, carried in a hidden field;
 * empty when it came from no opening.
 */
export function openingSlug(message: string) {
  return z._default(
    z.string({ error: message }).check(
      z.trim(),
      z.maxLength(80, message),
      z.refine((value) => value === "" || /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value), message),
    ),
    "",
  );
}

export function optionalChoice(values: readonly string[], message: string) {
  return z._default(
    z.string({ error: message }).check(
      z.trim(),
      z.refine((value) => value === "" || values.includes(value), message),
    ),
    "",
  );
}

const DAY_MS = 24 * 60 * 60 * 1000;

// Zod-free, so the forms can compute "today" without loading the schemas.
export { isoDate };

/**
 * A start date of today or later, kept as YYYY-MM-DD: a date picker's value, or a day typed where
 * the field is a text box (`typedDay`). A visitor's "today" can be the server's yesterday across
 * time zones, so the server accepts one day of slack rather than refuse an honest enquiry.
 */
export function startDate(requiredMessage: string, said: TextRuleMessages) {
  return z.string({ error: requiredMessage }).check(
    z.overwrite((value) => typedDay(value) ?? ""),
    z.minLength(1, requiredMessage),
    z.refine((value) => value >= isoDate(new Date(Date.now() - DAY_MS)), said.pastDate),
  );
}
