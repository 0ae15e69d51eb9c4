/**
 * A message as it crossed the wire, read with mailparser: every header as one line of text (RFC
 * 2047 words decoded, addresses as "Name <address>"), the subject, and the plain and HTML bodies.
 * Used by the development mail catcher and by the tests' SMTP server.
 */
import { simpleParser, type AddressObject, type HeaderValue } from "mailparser";

export interface ParsedMail {
  readonly headers: ReadonlyMap<string, string>;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

function isAddressList(value: HeaderValue | undefined): value is AddressObject {
  return typeof value === "object" && "value" in value && Array.isArray(value.value);
}

/** As a sender writes them: `Name <address>`, or the bare address. */
function addressText(list: AddressObject): string {
  return list.value
    .map(({ name, address }) => (name ? `${name} <${address}>` : (address ?? "")))
    .join(", ");
}

export async function parseMail(raw: string | Buffer): Promise<ParsedMail> {
  const mail = await simpleParser(raw, {
    skipHtmlToText: true,
    skipTextToHtml: true,
    skipImageLinks: true,
  });
  const headers = new Map<string, string>();
  for (const { key, line } of mail.headerLines) {
    const value = mail.headers.get(key);
    headers.set(
      key,
      typeof value === "string"
        ? value
        : isAddressList(value)
          ? addressText(value)
          : line
              .slice(line.indexOf(":") + 1)
              .replace(/\r\n[ \t]+/g, " ")
              .trim(),
    );
  }
  return {
    headers,
    subject: mail.subject ?? "",
    text: mail.text ?? "",
    html: typeof mail.html === "string" ? mail.html : "",
  };
}
