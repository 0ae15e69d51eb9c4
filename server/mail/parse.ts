/**
 * An incoming mail read from its bytes with mailparser, within limits: the sender, the subject,
 * the text (HTML reduced to text when it has no text part) with the quoted history apart, the
 * ids it answers, whether a machine sent it, and its files. Text from the mail is a stranger's:
 * control and direction characters are dropped, and every part is cut to its limit.
 */
import { createHash } from "node:crypto";
import { simpleParser, type AddressObject, type Attachment, type HeaderValue } from "mailparser";
import { isBidiControl, isControlCharacter } from "#shared/text/control-characters.ts";
import { splitQuotedHistory } from "./quoted.ts";
import { isAutomaticMail, type HeaderMap } from "./automatic.ts";

/** The largest message the reader downloads at all; a bigger one is refused unread. */
export const MESSAGE_MAX_BYTES = 25 * 1024 * 1024;
/** The most text kept of one mail (the new words and the quoted history each). */
export const MAIL_TEXT_MAX = 20_000;
const SUBJECT_MAX = 300;
/** At most this many ids of the thread are looked up. */
const THREAD_IDS_MAX = 50;

export interface IncomingMail {
  /** Its identity: the Message-ID, or a hash of its bytes when it has none. */
  readonly key: string;
  readonly from: { readonly address: string; readonly name: string } | undefined;
  /** Every address it was sent to (To, Cc, Delivered-To), lower case. */
  readonly recipients: readonly string[];
  readonly subject: string;
  readonly body: string;
  readonly quoted: string;
  /** In-Reply-To first, then References from the newest: the ids of the mails it answers. */
  readonly threadIds: readonly string[];
  readonly automatic: boolean;
  readonly attachments: readonly Attachment[];
}

/** Visible text: no control characters but line breaks and tabs, no direction overrides. */
export function visibleText(text: string, max: number): string {
  let kept = "";
  for (const character of text.replace(/\r\n?/g, "\n")) {
    const code = character.codePointAt(0)!;
    if (
      (isControlCharacter(code) && character !== "\n" && character !== "\t") ||
      isBidiControl(code)
    ) {
      continue;
    }
    kept += character;
    if (kept.length >= max) break;
  }
  return kept;
}

/** The text made of an HTML part names each picture by its address ("[https://…]"): noise. */
function withoutImageLinks(text: string): string {
  return text.replace(/\[(?:https?|cid|data):[^\]\s]*\]/g, "").replace(/\n{3,}/g, "\n\n");
}

function oneLine(text: string, max: number): string {
  return visibleText(text.replace(/\s+/g, " "), max).trim();
}

function addressesOf(value: AddressObject | AddressObject[] | undefined) {
  const lists = value === undefined ? [] : Array.isArray(value) ? value : [value];
  return lists.flatMap((list) => list.value);
}

/** `<a@b> <c@d>` or a list: the ids without their brackets. */
function messageIds(value: string | string[] | undefined): string[] {
  const text = Array.isArray(value) ? value.join(" ") : (value ?? "");
  return [...text.matchAll(/<([^<>\s]{1,250})>/g)].map((match) => match[1]!);
}

function headerText(value: HeaderValue | undefined): string {
  if (typeof value === "string") return value;
  if (Array.isArray(value)) return value.map(String).join(" ");
  return "";
}

export async function parseIncomingMail(raw: Buffer): Promise<IncomingMail> {
  const mail = await simpleParser(raw, {
    skipImageLinks: true,
    skipTextToHtml: true,
    skipTextLinks: true,
    maxHtmlLengthToParse: 2 * 1024 * 1024,
  });
  const [sender] = addressesOf(mail.from);
  const address = sender?.address?.trim().toLowerCase();
  const delivered = headerText(mail.headers.get("delivered-to"))
    .split(/[\s,]+/)
    .filter((value) => value.includes("@"));
  const recipients = [...addressesOf(mail.to), ...addressesOf(mail.cc)]
    .map((recipient) => recipient.address ?? "")
    .concat(delivered)
    .map((recipient) => recipient.trim().toLowerCase())
    .filter(Boolean);
  const { body, quoted } = splitQuotedHistory(
    visibleText(withoutImageLinks(mail.text ?? ""), 2 * MAIL_TEXT_MAX),
  );
  const messageId = messageIds(mail.messageId)[0];
  const references = messageIds(mail.references).toReversed();
  return {
    key: messageId ?? `sha256:${createHash("sha256").update(raw).digest("hex")}`,
    from: address ? { address, name: oneLine(sender?.name ?? "", 200) } : undefined,
    recipients,
    subject: oneLine(mail.subject ?? "", SUBJECT_MAX),
    body: body.slice(0, MAIL_TEXT_MAX),
    quoted: quoted.slice(0, MAIL_TEXT_MAX),
    threadIds: [...new Set([...messageIds(mail.inReplyTo), ...references])].slice(
      0,
      THREAD_IDS_MAX,
    ),
    automatic: isAutomaticMail(mail.headers as HeaderMap, address),
    attachments: mail.attachments,
  };
}
