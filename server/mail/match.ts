/**
 * Which conversation an incoming mail answers: the one its Reply-To token names; else the one
 * whose mail it replies to (In-Reply-To, then References: a delivery's id is its Message-ID, and
 * each customer mail's Message-ID is kept); else the sender's one open conversation, when they
 * have exactly one (shown as "matched by address"). Undefined: it starts a new one.
 */
import type { MatchedBy } from "#shared/mail/contract.ts";
import type { Dialect, Queryable } from "#server/store/database.ts";
import type { IncomingMail } from "./parse.ts";
import { conversationOfInbound } from "./store.ts";
import { conversationOfToken, tokenIn, type TeamMailbox } from "#server/outbox/reply-address.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface Match {
  readonly enquiryId: string;
  readonly matchedBy: Exclude<MatchedBy, "new">;
}

/** The conversation a mail the team sent belongs to, by its Message-ID. */
async function conversationOfSent(db: Queryable, messageId: string): Promise<string | undefined> {
  const local = messageId.slice(0, messageId.lastIndexOf("@"));
  const thread = /^enquiry-(.+)$/.exec(local)?.[1];
  if (thread !== undefined && UUID.test(thread)) {
    const [row] = await db.query("SELECT id FROM enquiries WHERE id = $1", [thread]);
    return row ? String(row.id) : undefined;
  }
  if (!UUID.test(local)) return undefined;
  const [row] = await db.query("SELECT enquiry_id FROM deliveries WHERE id = $1", [local]);
  return row ? String(row.enquiry_id) : undefined;
}

/** The sender's conversations that are not closed; one of them is the match. */
async function openConversationsOf(
  db: Queryable,
  dialect: Dialect,
  address: string,
): Promise<string[]> {
  const email =
    dialect === "postgres" ? "lower(fields->>'email')" : "lower(json_extract(fields, '$.email'))";
  const rows = await db.query(
    `SELECT id FROM enquiries WHERE ${email} = $1 AND status IN ('new', 'open', 'waiting') LIMIT 2`,
    [address],
  );
  return rows.map((row) => String(row.id));
}

export async function findConversation(
  db: Queryable,
  dialect: Dialect,
  mail: IncomingMail,
  mailbox: TeamMailbox,
  onUnknownToken: () => void,
): Promise<Match | undefined> {
  const token = tokenIn(mail.recipients, mailbox);
  if (token !== undefined) {
    const enquiryId = await conversationOfToken(db, token);
    if (enquiryId) return { enquiryId, matchedBy: "token" };
    onUnknownToken();
  }
  for (const id of mail.threadIds) {
    const enquiryId = (await conversationOfSent(db, id)) ?? (await conversationOfInbound(db, id));
    if (enquiryId) return { enquiryId, matchedBy: "thread" };
  }
  if (!mail.from) return undefined;
  const open = await openConversationsOf(db, dialect, mail.from.address);
  return open.length === 1 ? { enquiryId: open[0]!, matchedBy: "address" } : undefined;
}
