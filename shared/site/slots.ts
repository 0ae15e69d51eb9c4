import * as z from "zod";

/** Any `{name}` left in a content text after the facts were filled in. */
const SLOT = /\{[^{}\s]*\}/g;

/**
 * What is wrong with the slots of a text that may use `allowed` and must use `required`: a
 * misspelt fact or slot, or a missing one; undefined when nothing is.
 */
function slotMistake(
  value: string,
  allowed: readonly string[],
  required: readonly string[] = [],
): string | undefined {
  for (const [slot] of value.matchAll(SLOT)) {
    if (allowed.includes(slot.slice(1, -1))) continue;
    return allowed.length > 0
      ? `${slot} is no placeholder here; this text may use ${allowed.map((name) => `{${name}}`).join(", ")}`
      : `${slot} names no fact in app/content/site.yaml (a fact's path in braces, such as {company})`;
  }
  const missing = required.find((name) => !value.includes(`{${name}}`));
  return missing ? `must contain {${missing}}` : undefined;
}

/**
 * A content text checked for its slots: not empty, using only `allowed` and every one of
 * `required` (a misspelt fact is named as such). Build-time and Node only.
 */
export const slottedText = (allowed: readonly string[] = [], required: readonly string[] = []) =>
  z
    .string()
    .trim()
    .min(1, "must not be empty")
    .superRefine((value, context) => {
      const mistake = slotMistake(value, allowed, required);
      if (mistake) context.addIssue({ code: "custom", message: mistake });
    });
