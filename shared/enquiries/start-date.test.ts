import { describe, expect, it } from "vitest";
import { startDate, type TextRuleMessages } from "./field-schemas.ts";

const said: TextRuleMessages = {
  tooLong: "too long",
  pastDate: "in the past",
  illFormed: "ill-formed",
  lineBreak: "line break",
  control: "control",
  encodedWord: "encoded word",
};
const check = startDate("Please select a start date", said);
const nextYear = new Date().getFullYear() + 1;

/** What the check makes of a start date as the field sent it: the day kept, or the message. */
function read(typed: string): string {
  const result = check.safeParse(typed);
  return result.success ? result.data : result.error.issues[0]!.message;
}

describe("a start date typed into a text box (the consultation form without JavaScript)", () => {
  it("takes the day however a visitor writes it, and keeps it as YYYY-MM-DD", () => {
    for (const typed of [
      `${nextYear}-01-15`,
      `15/01/${nextYear}`,
      `15-1-${nextYear}`,
      `15.01.${nextYear}`,
      `15 Jan ${nextYear}`,
      ` 15th  January, ${nextYear} `,
      `January 15, ${nextYear}`,
      `Jan. 15 ${nextYear}`,
    ]) {
      expect(read(typed), typed).toBe(`${nextYear}-01-15`);
    }
  });

  it("refuses what names no day with the field's message, and a past day with its own", () => {
    for (const typed of [
      "",
      "soon",
      "next month",
      `31/02/${nextYear}`,
      `13/13/${nextYear}`,
      `15 Ja ${nextYear}`,
    ]) {
      expect(read(typed), typed).toBe("Please select a start date");
    }
    expect(read(`15/01/${nextYear - 3}`)).toBe("in the past");
  });
});
