/**
 * The e-mails a recruiter may send a candidate when moving their card to a stage
 * (app/content/stage-emails.yaml): a text per stage key, with `{first_name}` and `{position}`.
 * The recruiter sees and may change it before it goes, as a reply in the candidate's
 * conversation.
 */
import * as z from "zod";
import { slottedText } from "#shared/site/slots.ts";

export const STAGE_EMAIL_SLOTS = ["first_name", "position"] as const;

const body = slottedText([...STAGE_EMAIL_SLOTS]);

/** A text for each default stage a candidate may hear about; none for Applied. */
export const stageEmailsSchema = z.strictObject({
  templates: z.strictObject({
    screen: body.optional(),
    interview: body.optional(),
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
