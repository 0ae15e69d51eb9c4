/**
 * Reads a message as nodemailer writes it: headers (with RFC 2047 words decoded), and the plain
 * text and HTML parts of a multipart body. Enough for the test mail server and the development
 * mail catcher, not a general MIME parser.
 */

export interface ParsedMail {
  readonly headers: ReadonlyMap<string, string>;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

interface MimePart {
  readonly headers: Map<string, string>;
  readonly body: string;
}

export function parseMail(raw: string): ParsedMail {
  const message = parsePart(raw);
  const leaves = leafParts(message);
  const bodyOf = (type: string) =>
    leaves
      .filter((part) => (part.headers.get("content-type") ?? "text/plain").startsWith(type))
      .map((part) => decodeBody(part.body, part.headers.get("content-transfer-encoding")))
      .join("");
  return {
    headers: message.headers,
    subject: message.headers.get("subject") ?? "",
    text: bodyOf("text/plain"),
    html: bodyOf("text/html"),
  };
}

function parsePart(raw: string): MimePart {
  const split = raw.indexOf("\r\n\r\n");
  const head = split === -1 ? raw : raw.slice(0, split);
  const body = split === -1 ? "" : raw.slice(split + 4);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r\n[ \t]+/g, " ").split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) {
      headers.set(
        line.slice(0, colon).trim().toLowerCase(),
        decodeWords(line.slice(colon + 1).trim()),
      );
    }
  }
  return { headers, body };
}

function leafParts(part: MimePart): MimePart[] {
  const boundary = /boundary="?([^";]+)"?/i.exec(part.headers.get("content-type") ?? "")?.[1];
  if (!boundary) return [part];
  return part.body
    .split(`--${boundary}`)
    .slice(1)
    .filter((chunk) => !chunk.startsWith("--"))
    .flatMap((chunk) => leafParts(parsePart(chunk.replace(/^\r\n/, ""))));
}

function decodeQuotedPrintable(value: string): Buffer {
  const bytes: number[] = [];
  const soft = value.replace(/=\r\n/g, "");
  for (let i = 0; i < soft.length; i++) {
    const hex = soft[i] === "=" ? soft.slice(i + 1, i + 3) : "";
    if (/^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(soft.charCodeAt(i));
    }
  }
  return Buffer.from(bytes);
}

function decodeBody(body: string, encoding = "7bit"): string {
  switch (encoding.toLowerCase()) {
    case "quoted-printable":
      return decodeQuotedPrintable(body).toString("utf8");
    case "base64":
      return Buffer.from(body, "base64").toString("utf8");
    default:
      return body;
  }
}

/** RFC 2047 encoded words (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`); spaces between two words vanish. */
function decodeWords(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, "$1$2")
    .replace(
      /=\?([^?]+)\?([QB])\?([^?]*)\?=/gi,
      (_, _charset: string, kind: string, text: string) =>
        kind.toUpperCase() === "B"
          ? Buffer.from(text, "base64").toString("utf8")
          : decodeQuotedPrintable(text.replace(/_/g, " ")).toString("utf8"),
    );
}
