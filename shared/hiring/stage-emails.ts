/**
 * The e-mails a recruiter may send a candidate when moving their card to a stage
 * (app/content/stage-emails.yaml): a text per stage key, with `{first_name}` and `{position}`,
 * and `{interview_link}`: the candidate's personal link to book their interview day.
 * The recruiter sees and may change it before it goes, as a reply in the candidate's
 * conversation.
 */
import * as z from "zod";
import { slottedText } from "#shared/site/slots.ts";

export const STAGE_EMAIL_SLOTS = ["first_name", "position"] as const;

const body = slottedText([...STAGE_EMAIL_SLOTS]);
/**
 * The interview stage's text must offer the candidate's personal link to book their day; the
 * preview keeps `{interview_link}` as written, and the link replaces it as the mail is sent.
 */
const interviewBody = slottedText([...STAGE_EMAIL_SLOTS, "interview_link"], ["interview_link"]);

/** A text for each default stage a candidate may hear about; none for Applied. */
export const stageEmailsSchema = z.strictObject({
  templates: z.strictObject({
    screen: body.optional(),
    interview: interviewBody.optional(),
    offer: body.optional(),
    hired: body.optional(),
    rejected: body,
    withdrawn: body.optional(),
  }),
});

export type StageEmails = z.output<typeof stageEmailsSchema>;

/** The stage's text for this candidate, or undefined when the stage sends none. */
export function stageEmail(
  emails: StageEmails,
  stageKey: string,
  candidate: { readonly name: string; readonly position: string },
): string | undefined {
  const template = (emails.templates as Readonly<Record<string, string | undefined>>)[stageKey];
  if (template === undefined) return undefined;
  const firstName = candidate.name.trim().split(/\s+/)[0] ?? "";
  return template
    .replaceAll("{first_name}", firstName)
    .replaceAll("{position}", candidate.position);
}
