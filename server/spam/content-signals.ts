/**
 * The signals read from what a submission says: its links, its address's domain, and its message
 * as a keyed hash (to find the same text sent from several addresses without keeping the text
 * twice or the address in the clear).
 */
import disposableDomains from "disposable-email-domains/index.json" with { type: "json" };
import wildcardDomains from "disposable-email-domains/wildcard.json" with { type: "json" };
import { fieldRule } from "#shared/enquiries/fields.ts";
import { keyedHash } from "#server/secrets/server-secret.ts";
import type { Queryable } from "#server/store/database.ts";
import { normalizeEmail } from "#shared/text/email.ts";

const LINK = /\bhttps?:\/\/|\bwww\.[a-z0-9-]/gi;

/** Links in any field the visitor typed. */
export function countLinks(fields: Readonly<Record<string, string>>): number {
  let links = 0;
  for (const value of Object.values(fields)) links += value.match(LINK)?.length ?? 0;
  return links;
}

const disposable = new Set<string>(disposableDomains as string[]);
const disposableWithSubdomains = new Set<string>(wildcardDomains as string[]);

/** The address's domain is a throwaway-mail service (or a subdomain of a wildcard one). */
export function isDisposableAddress(email: string): boolean {
  const domain = normalizeEmail(email).split("@").pop() ?? "";
  if (disposable.has(domain)) return true;
  const labels = domain.split(".");
  for (let start = 0; start < labels.length - 1; start++) {
    if (disposableWithSubdomains.has(labels.slice(start).join("."))) return true;
  }
  return false;
}

/** The message as compared: the long fields, their case and spacing ignored. */
export function messageText(fields: Readonly<Record<string, string>>): string {
  return Object.entries(fields)
    .filter(([name]) => fieldRule(name)?.long)
    .map(([, value]) => value.toLowerCase().replace(/\s+/g, " ").trim())
    .join("\n");
}

export function bodyHash(key: Buffer, fields: Readonly<Record<string, string>>): string {
  return keyedHash(key, "message body", messageText(fields));
}

export function senderHash(key: Buffer, email: string): string {
  return keyedHash(key, "sender", normalizeEmail(email));
}

/** How many other addresses sent this message since `since`. */
export async function otherSendersOf(
  db: Queryable,
  body: string,
  sender: string,
  since: Date,
): Promise<number> {
  const [row] = await db.query(
    `SELECT COUNT(DISTINCT sender_hash) AS senders FROM spam_verdicts
      WHERE body_hash = $1 AND sender_hash <> $2 AND created_at >= $3`,
    [body, sender, since.toISOString()],
  );
  return Number(row?.senders ?? 0);
}
