import * as z from "zod/mini";
import { isoDate } from "../iso-date.ts";

/** Upper bounds keep one enquiry well under the endpoint's 64 KB body limit. */
export const SINGLE_LINE_MAX = 200;
export const LONG_TEXT_MAX = 5000;

const LINE_BREAK_FREE = /^[^\r\n]*$/;

/** A trimmed one-line text; line breaks are refused so nothing can reach an e-mail header. */
export function singleLine(min: number, message: string) {
  return z
    .string({ error: message })
    .check(
      z.trim(),
      z.minLength(min, message),
      z.maxLength(SINGLE_LINE_MAX, `Please keep this under ${SINGLE_LINE_MAX} characters`),
      z.regex(LINE_BREAK_FREE, "Line breaks are not allowed in this field"),
    );
}

export function longText(min: number, message: string) {
  return z
    .string({ error: message })
    .check(
      z.trim(),
      z.minLength(min, message),
      z.maxLength(LONG_TEXT_MAX, `Please keep this under ${LONG_TEXT_MAX} characters`),
    );
}

export function emailAddress(message: string) {
  return z.pipe(
    z.string({ error: message }).check(z.trim(), z.maxLength(SINGLE_LINE_MAX, message)),
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

export function optionalChoice(values: readonly string[], message: string) {
  return z._default(
    z.string({ error: message }).check(
      z.trim(),
      z.refine((value) => value === "" || values.includes(value), message),
    ),
    "",
  );
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 24 * 60 * 60 * 1000;

// Zod-free, so the forms can compute "today" without loading the schemas.
export { isoDate };

/**
 * A start date of today or later. A visitor's "today" can be the server's yesterday across time
 * zones, so the server accepts one day of slack rather than refuse an honest enquiry.
 */
export function startDate(requiredMessage: string) {
  return z.string({ error: requiredMessage }).check(
    z.trim(),
    z.regex(ISO_DATE, requiredMessage),
    z.refine((value) => !Number.isNaN(Date.parse(value)), requiredMessage),
    z.refine(
      (value) => value >= isoDate(new Date(Date.now() - DAY_MS)),
      "The start date cannot be in the past",
    ),
  );
}
