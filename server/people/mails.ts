/**
 * The two mails to the team's own people, sent at once through the SMTP transport rather than
 * the outbox (whose deliveries belong to an enquiry): an invitation, whose failure the
 * administrator sees and answers by resending or handing the link over; a forgotten password's
 * link, sent after the answer so its timing tells nothing, whose failure the person answers by
 * asking again.
 */
import { fillIn } from "#shared/text/fill-in.ts";
import type { MailSender } from "#server/outbox/transports.ts";
import { peopleEmailWords } from "./email-words.ts";

export interface PeopleMail {
  /** The SMTP transport; undefined without SMTP_URL. */
  readonly mail: MailSender | undefined;
  /** NOTIFY_EMAIL_FROM: the team's address the inbox writes from. */
  readonly from: string;
}

interface Letter {
  readonly subject: string;
  readonly text: string;
}

function letter(
  words: { subject: string; paragraphs: readonly string[]; linkLabel: string; ignore: string },
  slots: Readonly<Record<string, string | number>>,
  link: string,
): Letter {
  const paragraphs = words.paragraphs.map((paragraph) => fillIn(paragraph, slots));
  return {
    subject: words.subject,
    text: [...paragraphs, `${words.linkLabel}\n${link}`, words.ignore].join("\n\n") + "\n",
  };
}

export function invitationLetter(
  invitation: { displayName: string; inviter: string; hours: number },
  link: string,
): Letter {
  const { displayName, inviter, hours } = invitation;
  return letter(peopleEmailWords.invitation, { name: displayName, inviter, hours }, link);
}

export function passwordResetLetter(minutes: number, link: string): Letter {
  return letter(peopleEmailWords.passwordReset, { minutes }, link);
}

/** Sends the letter; false when e-mail is off. Throws when the mail server refused it. */
export async function sendLetter(
  { mail, from }: PeopleMail,
  to: string,
  { subject, text }: Letter,
): Promise<boolean> {
  if (!mail) return false;
  await mail.sendMail({
    from,
    to,
    subject,
    text,
    headers: { "Auto-Submitted": "auto-generated" },
  });
  return true;
}
