/**
 * What a mistake in a content file looks like to the person who made it: one line naming the
 * file, the field and what is wrong, in words for someone who does not write code.
 */
import type * as z from "zod";

const KINDS: Readonly<Record<string, string>> = {
  string: "text",
  number: "a number",
  int: "a whole number",
  boolean: "true or false",
  array: "a list (lines starting with -)",
  object: "a group of fields",
  date: "a date",
};

function kind(expected: string): string {
  return KINDS[expected] ?? expected;
}

/** Zod's messages, reworded; a message a schema gives itself is kept as it is. */
export const contentErrorMap: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case "invalid_type":
      return issue.input === undefined || issue.input === null
        ? "is missing"
        : `must be ${kind(issue.expected)}`;
    case "unrecognized_keys":
      return `unknown field ${issue.keys.map((key) => `"${key}"`).join(", ")} (check its spelling)`;
    case "invalid_value":
      return `must be one of: ${issue.values.map(String).join(", ")}`;
    case "too_small":
      if (issue.origin === "string") {
        return issue.minimum === 1
          ? "must not be empty"
          : `must be at least ${issue.minimum} characters long`;
      }
      if (issue.origin === "array") return `must have at least ${issue.minimum} entries`;
      return `must be at least ${issue.minimum}`;
    case "too_big":
      if (issue.origin === "string") return `must be at most ${issue.maximum} characters long`;
      if (issue.origin === "array") return `must have at most ${issue.maximum} entries`;
      return `must be at most ${issue.maximum}`;
    case "invalid_format":
      if (issue.format === "email") return "must be an e-mail address";
      if (issue.format === "url") return "must be a web address starting with https://";
      return undefined;
    case "invalid_union":
      return "is not in a form this field takes";
    default:
      return undefined;
  }
};

/** `["faq", "items", 2, "answer"]` → `faq.items[3].answer`: entries of a list count from 1. */
export function fieldPath(path: readonly PropertyKey[]): string {
  return path
    .map((part, index) =>
      typeof part === "number" ? `[${part + 1}]` : `${index === 0 ? "" : "."}${String(part)}`,
    )
    .join("");
}

/** One line for every problem in a file: `file: field: what is wrong; field: …`. */
export function contentErrorLine(file: string, issues: readonly z.core.$ZodIssue[]): string {
  const problems = issues.map((issue) =>
    issue.path.length === 0 ? issue.message : `${fieldPath(issue.path)}: ${issue.message}`,
  );
  return `${file}: ${problems.join("; ")}`;
}

/**
 * An error that is only its message: build tools and Node print it as the one line it is, with
 * no stack trace under it.
 */
export class ContentError extends Error {
  override name = "ContentError";
  constructor(message: string) {
    super(message);
    this.stack = "";
  }
}
