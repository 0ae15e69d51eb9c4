/**
 * A visitor's words in a mail header, encoded by the mail library. nodemailer encodes a subject
 * or a display name when it must, but passes a valid RFC 2047 encoded word (`=?UTF-8?B?…?=`)
 * through as it is, so that callers may encode ahead; typed by a visitor, such a word would be
 * decoded by the team's mail client into whatever it hides (an override, a line break). One-line
 * fields refuse that text now; a value stored before they did goes as an encoded word of its own,
 * which a client decodes back to the text as typed.
 */
import type { Options } from "nodemailer/lib/mailer";
import type { MimeNodeAddressInput } from "nodemailer/lib/mime-node";
import { encodeWord } from "nodemailer/lib/mime-funcs";

/** The text, or, when it holds something a mail client would decode, the text encoded whole. */
export function literalHeaderText(text: string): string {
  return text.includes("=?") ? encodeWord(text, "Q", 52) : text;
}

/** Address objects with their display names literal; address strings are the operator's. */
function literalNames(addresses: MimeNodeAddressInput): MimeNodeAddressInput {
  if (Array.isArray(addresses)) return addresses.map(literalNames);
  if (typeof addresses === "string" || addresses.name === undefined) return addresses;
  return { ...addresses, name: literalHeaderText(addresses.name) };
}

/** nodemailer's `compile` step: the subject and the display names of address objects, literal. */
export function keepHeaderTextLiteral(
  mail: { data: Options },
  done: (error?: Error | null) => void,
): void {
  const { data } = mail;
  if (typeof data.subject === "string") data.subject = literalHeaderText(data.subject);
  for (const field of ["from", "to", "cc", "bcc", "replyTo"] as const) {
    const addresses = data[field];
    if (addresses !== undefined) data[field] = literalNames(addresses);
  }
  done();
}
