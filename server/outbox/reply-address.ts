/**
 * The per-conversation token in the Reply-To address of every mail the team sends to an
 * enquirer (`enquiries+<token>@…`, plus addressing; the separator is configurable): an answer
 * to that address comes back to its conversation whatever the customer's mail client keeps of
 * the thread. The token is random, so nobody can write into another's conversation by guessing.
 */
import { randomBytes } from "node:crypto";
import type { Queryable } from "#server/store/database.ts";

/** The team mailbox the reader reads: its address and the plus addressing's separator. */
export interface TeamMailbox {
  readonly address: string;
  readonly separator: string;
}

const TOKEN_ALPHABET = "abcdefghijkmnpqrstuvwxyz23456789";
const TOKEN_LENGTH = 16;

function newToken(): string {
  return [...randomBytes(TOKEN_LENGTH)]
    .map((byte) => TOKEN_ALPHABET[byte % TOKEN_ALPHABET.length])
    .join("");
}

/** The conversation's token, made the first time a mail of it goes out. */
export async function conversationToken(db: Queryable, enquiryId: string): Promise<string> {
  await db.query(
    `INSERT INTO conversation_mail_tokens (enquiry_id, token) VALUES ($1, $2)
     ON CONFLICT (enquiry_id) DO NOTHING`,
    [enquiryId, newToken()],
  );
  const [row] = await db.query("SELECT token FROM conversation_mail_tokens WHERE enquiry_id = $1", [
    enquiryId,
  ]);
  if (!row) throw new Error("The conversation is gone");
  return String(row.token);
}

/** `enquiries+<token>@example.com` for the team address `enquiries@example.com`. */
export function replyAddress(mailbox: TeamMailbox, token: string): string {
  const at = mailbox.address.lastIndexOf("@");
  return `${mailbox.address.slice(0, at)}${mailbox.separator}${token}${mailbox.address.slice(at)}`;
}

/** The token a recipient address carries, if it is the team address with one. */
export function tokenIn(recipients: readonly string[], mailbox: TeamMailbox): string | undefined {
  const at = mailbox.address.lastIndexOf("@");
  const local = mailbox.address.slice(0, at).toLowerCase() + mailbox.separator;
  const domain = mailbox.address.slice(at).toLowerCase();
  for (const recipient of recipients) {
    if (!recipient.startsWith(local) || !recipient.endsWith(domain)) continue;
    const token = recipient.slice(local.length, recipient.length - domain.length);
    if (/^[a-z0-9]{1,64}$/.test(token)) return token;
  }
  return undefined;
}

export async function conversationOfToken(
  db: Queryable,
  token: string,
): Promise<string | undefined> {
  const [row] = await db.query("SELECT enquiry_id FROM conversation_mail_tokens WHERE token = $1", [
    token,
  ]);
  return row ? String(row.enquiry_id) : undefined;
}

/**
 * Where the enquirer's answer to a mail of this conversation goes: the team mailbox with the
 * conversation's token when the server reads it, else the team's own addresses.
 */
export async function replyToFor(
  db: Queryable,
  settings: {
    readonly inbound?: { readonly mailbox: TeamMailbox } | undefined;
    readonly notifyEmailTo: readonly string[];
  },
  enquiryId: string,
): Promise<string | string[]> {
  if (!settings.inbound) return [...settings.notifyEmailTo];
  return replyAddress(settings.inbound.mailbox, await conversationToken(db, enquiryId));
}
