/**
 * The forms' words are checked where they are written: a field a form checks without its
 * message, a choice without its name, a name of no choice or a misspelt slot stops the build
 * (and the server) with one line naming the file and the field.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import yaml from "js-yaml";
import { describe, expect, it } from "vitest";
import { CONTENT_DIR } from "#server/site/content-file.ts";
import { formWordsSchema } from "#shared/enquiries/words-schema.ts";
import { contentErrorLine } from "#shared/site/content-errors.ts";

type Words = { fields: Record<string, Record<string, any>>; textRules: Record<string, string> };

function mistakeAfter(change: (words: Words) => void): string | undefined {
  const words = yaml.load(readFileSync(path.join(CONTENT_DIR, "forms.yaml"), "utf8")) as Words;
  change(words);
  const result = formWordsSchema.safeParse(words);
  return result.success ? undefined : contentErrorLine("forms.yaml", result.error.issues);
}

describe("the forms' words", () => {
  it("are accepted as they are", () => {
    expect(mistakeAfter(() => {})).toBeUndefined();
  });

  it("need a message for every field a form checks", () => {
    expect(
      mistakeAfter((words) => {
        delete words.fields.position!.message;
      }),
    ).toBe(
      "forms.yaml: fields.position.message: is missing (the jobEnquiry form checks this field)",
    );
  });

  it("need the words of every field a form asks for", () => {
    expect(
      mistakeAfter((words) => {
        delete words.fields.coverLetter;
      }),
    ).toContain("fields.coverLetter: is missing (a form asks for it)");
  });

  it("name each choice once, and no choice the forms do not have", () => {
    const mistake = mistakeAfter((words) => {
      const options = words.fields.budget!.options as Record<string, string>;
      delete options.discuss;
      options.later = "Later";
    });
    expect(mistake).toContain("fields.budget.options: must name each choice once");
    expect(mistake).toContain("(not later)");
  });

  it("keep the slots a text needs and name no other", () => {
    expect(
      mistakeAfter((words) => {
        words.textRules.tooLong = "Please keep this short";
      }),
    ).toBe("forms.yaml: textRules.tooLong: must contain {max}");
    expect(
      mistakeAfter((words) => {
        words.fields.name!.label = "Your {nmae}";
      }),
    ).toContain("fields.name.label: {nmae} names no fact");
  });
});
