/**
 * A field added to the job application form is its words in the content file, its rule in the
 * form's schema and its control in the form: the check, the team's e-mail and the inbox's CSV
 * export pick it up without a list of their own. Here a copy of the rules and the words gets a
 * field the real forms do not have.
 */
import { describe, expect, it } from "vitest";
import { fieldColumns } from "#app/admin/inbox/field-columns.ts";
import { actionFor } from "#shared/enquiries/kinds.ts";
import { fieldLines } from "#server/enquiries/field-lines.ts";
import { formWords } from "#server/enquiries/form-words.ts";
import { teamNotification } from "#server/enquiries/messages.ts";
import { validBodies } from "#server/test-support/enquiries.ts";
import {
  enquiryRules,
  enquirySchema,
  messagesIn,
  validateEnquiry,
} from "#shared/enquiries/schemas.ts";
import type { FormWords } from "#shared/enquiries/words.ts";

const portfolio = {
  team: "Portfolio",
  label: "Link to your work",
  placeholder: "https://",
  message: "Please add a link to your work",
};
const words: FormWords = { ...formWords, fields: { ...formWords.fields, portfolio } };
const rules = {
  ...enquiryRules,
  // A one-line text, as the position is.
  jobEnquiry: { ...enquiryRules.jobEnquiry, portfolio: enquiryRules.jobEnquiry.position },
};

const { action: _action, ...application } = validBodies.jobEnquiry;
const fields = { ...application, opening: "", portfolio: "https://ravi.example/work" };

describe("a field added to the job application form", () => {
  it("is checked with its own message", () => {
    const check = enquirySchema(rules.jobEnquiry, messagesIn(words, "jobEnquiry"), words.textRules);
    expect(validateEnquiry(check, application)).toEqual({
      ok: false,
      errors: { portfolio: portfolio.message },
    });
    expect(validateEnquiry(check, fields)).toMatchObject({ ok: true, data: fields });
  });

  it("is in the team's e-mail, with its label", () => {
    const lines = fieldLines("jobEnquiry", fields, words, rules.jobEnquiry);
    expect(lines).toContainEqual({
      label: "Portfolio",
      value: "https://ravi.example/work",
      long: false,
    });
    const enquiry = {
      id: "5d0c8a43-2f7e-4b8e-9a41-3f1f0c9e2b11",
      kind: "jobEnquiry" as const,
      action: actionFor("jobEnquiry"),
      fields,
      submissionId: undefined,
      isSpam: false,
      createdAt: new Date("2030-01-15T04:30:00Z"),
    };
    const mail = teamNotification(enquiry, "https://www.example.com", lines);
    expect(mail.text).toContain("Portfolio: https://ravi.example/work");
    expect(mail.html).toContain("https://ravi.example/work");
  });

  it("has a column of its own in the CSV export", () => {
    const columns = fieldColumns(words, rules);
    const column = columns.header.indexOf("Portfolio");
    expect(column).toBeGreaterThanOrEqual(0);
    expect(columns.cells(fields)[column]).toBe("https://ravi.example/work");
    expect(columns.cells(fields)).toContain(application.coverLetter);
  });
});
