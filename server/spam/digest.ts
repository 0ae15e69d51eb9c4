/**
 * The daily digest of held spam (issue 30): once a day the administrators get one mail saying
 * how many enquiries the spam check held back the day before (UTC), why, and each one's sender
 * and first line — never the whole text — so a real person caught as spam is seen within a day.
 * Nothing is sent for a day when nothing was held. Each day's digest is claimed in the database
 * (`spam_digests`), so of N instances one queues it; it leaves through the outbox on the
 * `reminder` channel (the team's timed mails), on the first held enquiry's row.
 */
import { messageOf } from "#shared/enquiries/fields.ts";
import { inboxEnquiryPath } from "#shared/enquiries/inbox-links.ts";
import { SPAM_REASON_LABELS } from "#shared/spam/reasons.ts";
import type { DeliveryChannel } from "#shared/outbox/channels.ts";
import { escapeHtml } from "#shared/text/html.ts";
import { fillIn } from "#shared/text/fill-in.ts";
import { activeAdministrators } from "#server/accounts/users-store.ts";
import { emailWords } from "#server/enquiries/email-words.ts";
import { loggableError, type Logger } from "#server/lib/logger.ts";
import { queueTeamDelivery, type Delivery } from "#server/outbox/deliveries.ts";
import { htmlDocument, type MailContent } from "#server/outbox/mail.ts";
import type { Send } from "#server/outbox/notifier.ts";
import type { OutboxSettings, Transports } from "#server/outbox/transports.ts";
import { readDate, readJson, type Database, type Queryable } from "#server/store/database.ts";
import { verdictFromRow } from "./verdicts-store.ts";

const DAY_MS = 86_400_000;
/** How often an instance looks whether yesterday's digest is owed. */
const LOOK_INTERVAL_MS = 60_000;
/** The most of a first line a digest shows. */
const FIRST_LINE_LENGTH = 100;

/** The outbox topic of a day's digest: `spam-digest 2030-01-15`. */
export const SPAM_DIGEST_PREFIX = "spam-digest ";

/** The UTC day before the one `at` falls in, as `2030-01-15`: the day a digest at `at` covers. */
export function dayBefore(at: Date): string {
  return new Date(Math.floor(at.getTime() / DAY_MS) * DAY_MS - DAY_MS).toISOString().slice(0, 10);
}

export interface HeldEnquiry {
  readonly id: string;
  readonly receivedAt: Date;
  readonly name: string;
  /** The first non-empty line of its message, shortened; never more. */
  readonly firstLine: string;
  readonly reasons: readonly string[];
}

/** The first non-empty line of a text, at most FIRST_LINE_LENGTH characters. */
function firstLineOf(text: string): string {
  const line = text.split(/\r?\n/).find((candidate) => candidate.trim() !== "") ?? "";
  const flat = line.replace(/\s+/g, " ").trim();
  return flat.length > FIRST_LINE_LENGTH ? `${flat.slice(0, FIRST_LINE_LENGTH - 1)}…` : flat;
}

/** The enquiries received on `day` that the spam check held and that are still held. */
export async function heldOn(db: Queryable, day: string): Promise<HeldEnquiry[]> {
  const from = new Date(`${day}T00:00:00.000Z`);
  const rows = await db.query(
    `SELECT e.id, e.fields, e.created_at, v.score, v.reasons
       FROM enquiries e LEFT JOIN spam_verdicts v ON v.enquiry_id = e.id
      WHERE e.is_spam AND e.status = 'spam' AND e.created_at >= $1 AND e.created_at < $2
      ORDER BY e.created_at, e.id`,
    [from.toISOString(), new Date(from.getTime() + DAY_MS).toISOString()],
  );
  return rows.map((row) => {
    const fields = (readJson(row.fields) ?? {}) as Record<string, string>;
    return {
      id: String(row.id),
      receivedAt: readDate(row.created_at),
      name: fields.name ?? "",
      firstLine: firstLineOf(messageOf(fields)),
      reasons: row.reasons === null ? [] : verdictFromRow(row).reasons,
    };
  });
}

/**
 * Claims the digest of the day before `at` and, when anything was held that day, queues it.
 * Answers whether this call queued it.
 */
export async function queueSpamDigest(db: Database, at: Date): Promise<boolean> {
  const day = dayBefore(at);
  return db.transaction(async (tx) => {
    const claimed = await tx.query(
      `INSERT INTO spam_digests (day, claimed_at) VALUES ($1, $2)
       ON CONFLICT (day) DO NOTHING RETURNING day`,
      [day, at.toISOString()],
    );
    if (claimed.length === 0) return false;
    const [first] = await heldOn(tx, day);
    if (!first) return false;
    const topic = `${SPAM_DIGEST_PREFIX}${day}`;
    return queueTeamDelivery(tx, { enquiryId: first.id, channel: "reminder", topic, now: at });
  });
}

const said = emailWords.spamDigest;

/** The digest's words: the count, the signals that fired and how often, one line per enquiry. */
export function spamDigestMail(
  held: readonly HeldEnquiry[],
  day: string,
  siteUrl: string,
): MailContent {
  const count = String(held.length);
  const tally = Map.groupBy(
    held.flatMap((enquiry) => enquiry.reasons),
    (reason) => reason,
  );
  const reasons = [...tally].map(
    ([reason, times]) =>
      `${SPAM_REASON_LABELS[reason as keyof typeof SPAM_REASON_LABELS] ?? reason}: ${times.length}`,
  );
  const lines = held.map((enquiry) => ({
    text: [enquiry.receivedAt.toISOString().slice(11, 16), enquiry.name, enquiry.firstLine]
      .filter((part) => part !== "")
      .join(" · "),
    link: `${siteUrl}${inboxEnquiryPath(enquiry.id)}`,
  }));
  const intro = fillIn(said.intro, { count, day });
  const spamView = `${siteUrl}/admin?status=spam`;
  const text = [
    intro,
    "",
    said.reasons,
    ...reasons.map((reason) => `- ${reason}`),
    "",
    said.held,
    ...lines.map((line) => `- ${line.text}\n  ${line.link}`),
    "",
    `${said.openSpam}: ${spamView}`,
    "",
  ].join("\n");
  const list = (items: readonly string[]) =>
    `<ul>${items.map((item) => `<li>${item}</li>`).join("")}</ul>`;
  const html = htmlDocument(
    `<p>${escapeHtml(intro)}</p><p>${escapeHtml(said.reasons)}</p>` +
      list(reasons.map(escapeHtml)) +
      `<p>${escapeHtml(said.held)}</p>` +
      list(lines.map((line) => `<a href="${escapeHtml(line.link)}">${escapeHtml(line.text)}</a>`)) +
      `<p><a href="${escapeHtml(spamView)}">${escapeHtml(said.openSpam)}</a></p>`,
  );
  return { subject: fillIn(said.subject, { count, day }), text, html };
}

/**
 * Sends a day's digest to the administrators (the team when there are none), as the held
 * enquiries stand when it goes: one released or erased meanwhile is left out, and a digest left
 * empty is not sent.
 */
export function spamDigestSender({
  settings,
  transports: { mail, messageIdOf },
  db,
}: {
  readonly settings: OutboxSettings;
  readonly transports: Transports;
  readonly db: Database;
}): Send | undefined {
  if (!mail) return undefined;
  return async (delivery: Delivery) => {
    const day = delivery.topic.slice(SPAM_DIGEST_PREFIX.length);
    const held = await heldOn(db, day);
    if (held.length === 0) return;
    const administrators = await activeAdministrators(db);
    await mail.sendMail({
      from: settings.notifyEmailFrom,
      to: administrators.length > 0 ? administrators : [...settings.notifyEmailTo],
      messageId: messageIdOf(delivery.id),
      headers: { "Auto-Submitted": "auto-generated" },
      ...spamDigestMail(held, day, settings.siteUrl),
    });
  };
}

/** Looks every minute whether the day before's digest is owed, on instances that send reminders. */
export function startSpamDigests({
  db,
  channels,
  logger,
  now = () => new Date(),
  onQueued,
  intervalMs = LOOK_INTERVAL_MS,
}: {
  readonly db: Database;
  readonly channels: readonly DeliveryChannel[];
  readonly logger: Logger;
  readonly now?: () => Date;
  readonly onQueued?: () => void;
  readonly intervalMs?: number;
}): { stop(): Promise<void> } {
  if (!channels.includes("reminder")) return { stop: async () => {} };
  let running: Promise<void> = Promise.resolve();
  const look = () => {
    running = queueSpamDigest(db, now()).then(
      (queued) => {
        if (!queued) return;
        logger.info("daily digest of held spam due");
        onQueued?.();
      },
      (error: unknown) =>
        logger.warn({ error: loggableError(error) }, "spam digest not queued, will try again"),
    );
  };
  look();
  const timer = setInterval(look, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
