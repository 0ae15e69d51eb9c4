/**
 * The forms' and the e-mails' words are checked where they are written: a field a form checks
 * without its message, a choice without its name, a name of no choice, a missing text or a
 * misspelt slot stops the build (and the server) with one line naming the file and the field.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import yaml from "js-yaml";
import { describe, expect, it } from "vitest";
import { CONTENT_DIR } from "#server/site/content-file.ts";
import type * as z from "zod";
import { emailWordsSchema } from "#shared/enquiries/email-words.ts";
import { formWordsSchema } from "#shared/enquiries/words-schema.ts";
import { contentErrorLine, contentErrorMap } from "#shared/site/content-errors.ts";
import { fillFacts } from "#shared/site/content-files.ts";
import { quotableFacts } from "#shared/site/facts.ts";
import { readSiteFacts } from "#server/site/facts-file.ts";

type Words = {
  kinds: Record<string, Record<string, string>>;
  attribution: { heading: string; labels: Record<string, string> };
  fields: Record<string, Record<string, any>>;
  textRules: Record<string, string>;
};
type Texts = { [name: string]: any };

const facts = quotableFacts(readSiteFacts());

/** The one line the check of `file` reports once `change` is made to its words. */
function mistakeIn<T>(file: string, schema: z.ZodType, change: (words: T) => void) {
  const words = yaml.load(readFileSync(path.join(CONTENT_DIR, file), "utf8")) as T;
  change(words);
  const result = schema.safeParse(fillFacts(words, facts), { error: contentErrorMap });
  return result.success ? undefined : contentErrorLine(file, result.error.issues);
}

const mistakeAfter = (change: (words: Words) => void) =>
  mistakeIn("forms.yaml", formWordsSchema, change);
const emailMistakeAfter = (change: (words: Texts) => void) =>
  mistakeIn("emails.yaml", emailWordsSchema, change);

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

  it('leave "optional" to the form, which adds it beside a field that may be left empty', () => {
    expect(
      mistakeAfter((words) => {
        words.fields.cv!.label = "Your CV (optional)";
      }),
    ).toBe(
      "forms.yaml: fields.cv.label: must not say optional: the form adds it beside a field that may be left empty",
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

  it("name every kind of enquiry, each by all its names", () => {
    expect(
      mistakeAfter((words) => {
        delete words.kinds.contact;
      }),
    ).toBe("forms.yaml: kinds.contact: is missing");
    expect(
      mistakeAfter((words) => {
        delete words.kinds.project!.noun;
      }),
    ).toBe("forms.yaml: kinds.project.noun: is missing");
  });

  it("name every part of where an enquiry came from", () => {
    expect(
      mistakeAfter((words) => {
        delete words.attribution.labels.utmMedium;
      }),
    ).toBe("forms.yaml: attribution.labels.utmMedium: is missing");
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

describe("the e-mails' words", () => {
  it("are accepted as they are", () => {
    expect(emailMistakeAfter(() => {})).toBeUndefined();
  });

  it("need every text the e-mails say", () => {
    expect(
      emailMistakeAfter((words) => {
        delete words.assignment.openInInbox;
      }),
    ).toBe("emails.yaml: assignment.openInInbox: is missing");
  });

  it("keep the slots a text needs and name no other", () => {
    expect(
      emailMistakeAfter((words) => {
        words.reminder.soon.intro = "{share} of the time to reply ({promis}) has passed.";
      }),
    ).toBe(
      "emails.yaml: reminder.soon.intro: {promis} is no placeholder here; this text may use {share}, {promise}",
    );
    expect(
      emailMistakeAfter((words) => {
        words.reply.subject = "Re: your enquiry";
      }),
    ).toBe("emails.yaml: reply.subject: must contain {subject}");
  });
});
