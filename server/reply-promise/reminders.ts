/**
 * The reminders before the reply promise breaks (issue 30): when 75 % of a running clock's window
 * has passed without an answer (never for a closed conversation or one waiting on the customer),
 * and again at its breach.
 *
 * - By e-mail they come as one digest per person per interval (REMINDER_DIGEST_MINUTES): the
 *   crossings of an interval are told together once it has ended, in one mail to the owner (the
 *   team for unowned conversations) that lists all of that person's conversations due soon and
 *   overdue. Each digest is claimed in the database (`reminder_digests`), so of N instances one
 *   queues it; each crossing is recorded as told (`reminders_told`), so it brings one digest.
 * - At the breach of an owned conversation the administrators are told too (an escalation), once
 *   per breach: the outbox's unique (enquiry, channel, topic) holds it to one.
 * - The chat webhook keeps one line per threshold, queued once the same way.
 *
 * A sweep looks every few seconds and queues them in the outbox, which survives a restart; the
 * notifier sends them like every other delivery.
 */
import type { DeliveryChannel } from "#shared/outbox/channels.ts";
import { loggableError, type Logger } from "#server/lib/logger.ts";
import type { Database, Queryable } from "#server/store/database.ts";
import { queueTeamDelivery } from "#server/outbox/deliveries.ts";
import { crossedThresholdSql, RUNNING_CLOCK, reminderTopicSql } from "./clocks-store.ts";

export const REMINDER_CHANNELS = ["reminder", "reminder-webhook"] as const;

/** How often the sweep looks: an escalation or chat reminder is queued within this of its time. */
const SWEEP_INTERVAL_MS = 5_000;
const BATCH = 100;

/** The interval's end a digest covers, and whom it goes to ('' for the team), in its outbox topic. */
export interface DigestAddress {
  readonly slotEnd: Date;
  readonly recipient: string;
}

const DIGEST_PREFIX = "digest ";

export const digestTopic = ({ slotEnd, recipient }: DigestAddress) =>
  `${DIGEST_PREFIX}${slotEnd.toISOString()} ${recipient}`;

/** The digest a reminder topic names; undefined for an escalation (or another topic). */
export function digestOfTopic(topic: string): DigestAddress | undefined {
  if (!topic.startsWith(DIGEST_PREFIX)) return undefined;
  const [slotEnd = "", recipient = ""] = topic.slice(DIGEST_PREFIX.length).split(" ");
  return { slotEnd: new Date(slotEnd), recipient };
}

/** The topic of an escalation: one per round's breach. */
export const ESCALATION = "escalation";

/** The end of the last whole interval at `at`: intervals are counted from the Unix epoch. */
export function lastSlotEnd(at: Date, intervalMs: number): Date {
  return new Date(Math.floor(at.getTime() / intervalMs) * intervalMs);
}

export interface ReminderSweepOptions {
  readonly db: Database;
  /** The reminder channels this instance can send; none, and there is nothing to sweep. */
  readonly channels: readonly DeliveryChannel[];
  readonly logger: Logger;
  /** How long one digest interval lasts (REMINDER_DIGEST_MINUTES). */
  readonly digestIntervalMs: number;
  readonly now?: () => Date;
  /** Called after reminders were queued: wakes the notifier. */
  readonly onQueued?: () => void;
  readonly intervalMs?: number;
}

export interface ReminderSweep {
  /** Queues the reminders now due; answers how many deliveries it queued. */
  runOnce(): Promise<number>;
  start(): void;
  stop(): Promise<void>;
}

interface Crossing {
  readonly enquiryId: string;
  readonly round: number;
  readonly threshold: string;
  readonly recipient: string;
}

/** The crossings no digest has told of yet, by `slotEnd`. */
async function untoldCrossings(db: Queryable, slotEnd: Date): Promise<Crossing[]> {
  const threshold = crossedThresholdSql("$1");
  const rows = await db.query(
    `SELECT e.id, c.round, ${threshold} AS threshold, COALESCE(e.owner, '') AS recipient
       FROM reply_clocks c JOIN enquiries e ON e.id = c.enquiry_id
      WHERE ${RUNNING_CLOCK} AND c.remind_at <= $1
        AND NOT EXISTS (SELECT 1 FROM reminders_told t
                         WHERE t.enquiry_id = e.id AND t.round = c.round AND t.threshold = ${threshold})
      ORDER BY c.due_at, e.id LIMIT ${BATCH}`,
    [slotEnd.toISOString()],
  );
  return rows.map((row) => ({
    enquiryId: String(row.id),
    round: Number(row.round),
    threshold: String(row.threshold),
    recipient: String(row.recipient),
  }));
}

/**
 * Claims one recipient's digest for the interval and, if this call claimed it, records its
 * crossings as told and queues it (on the first conversation's outbox row). Answers whether it
 * queued the digest.
 */
async function claimDigest(
  tx: Queryable,
  address: DigestAddress,
  crossings: readonly Crossing[],
  now: Date,
): Promise<boolean> {
  const claimed = await tx.query(
    `INSERT INTO reminder_digests (recipient, slot_end, claimed_at) VALUES ($1, $2, $3)
     ON CONFLICT (recipient, slot_end) DO NOTHING RETURNING recipient`,
    [address.recipient, address.slotEnd.toISOString(), now.toISOString()],
  );
  const [first] = crossings;
  if (claimed.length === 0 || !first) return false;
  for (const crossing of crossings) {
    await tx.query(
      `INSERT INTO reminders_told (enquiry_id, round, threshold, told_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (enquiry_id, round, threshold) DO NOTHING`,
      [crossing.enquiryId, crossing.round, crossing.threshold, now.toISOString()],
    );
  }
  return queueTeamDelivery(tx, {
    enquiryId: first.enquiryId,
    channel: "reminder",
    topic: digestTopic(address),
    now,
  });
}

export function createReminderSweep({
  db,
  channels,
  logger,
  digestIntervalMs,
  now = () => new Date(),
  onQueued,
  intervalMs = SWEEP_INTERVAL_MS,
}: ReminderSweepOptions): ReminderSweep {
  const byMail = channels.includes("reminder");
  const byChat = channels.includes("reminder-webhook");

  /** One digest per recipient for the last whole interval's crossings. */
  async function queueDigests(at: Date): Promise<number> {
    const slotEnd = lastSlotEnd(at, digestIntervalMs);
    const byRecipient = Map.groupBy(await untoldCrossings(db, slotEnd), (row) => row.recipient);
    let queued = 0;
    for (const [recipient, crossings] of byRecipient) {
      const address = { slotEnd, recipient };
      if (await db.transaction((tx) => claimDigest(tx, address, crossings, at))) {
        queued += 1;
        logger.info(
          { conversations: crossings.length, owned: recipient !== "" },
          "reminder digest due",
        );
      }
    }
    return queued;
  }

  /**
   * Queues one delivery of `channel` per running clock that has reached `sinceSql` and has none
   * of `topicSql` yet (`$1`: now).
   */
  async function queueOncePerClock(
    at: Date,
    channel: DeliveryChannel,
    topicSql: string,
    condition: string,
  ): Promise<number> {
    const topic = reminderTopicSql(topicSql);
    const owed = await db.query(
      `SELECT e.id, ${topic} AS topic
         FROM reply_clocks c JOIN enquiries e ON e.id = c.enquiry_id
        WHERE ${RUNNING_CLOCK} AND ${condition}
          AND NOT EXISTS (SELECT 1 FROM deliveries d
                           WHERE d.enquiry_id = e.id AND d.channel = $2 AND d.topic = ${topic})
        ORDER BY c.due_at LIMIT ${BATCH}`,
      [at.toISOString(), channel],
    );
    let queued = 0;
    for (const row of owed) {
      const delivery = { enquiryId: String(row.id), channel, topic: String(row.topic), now: at };
      if (await queueTeamDelivery(db, delivery)) queued += 1;
      logger.info({ enquiryId: delivery.enquiryId, reminder: delivery.topic }, "reminder due");
    }
    return queued;
  }

  async function runOnce(): Promise<number> {
    const at = now();
    let queued = 0;
    if (byMail) {
      queued += await queueDigests(at);
      // At the breach of an owned conversation, the administrators hear of it too.
      queued += await queueOncePerClock(
        at,
        "reminder",
        `'${ESCALATION}'`,
        "e.owner IS NOT NULL AND c.due_at <= $1",
      );
    }
    if (byChat) {
      queued += await queueOncePerClock(
        at,
        "reminder-webhook",
        crossedThresholdSql("$1"),
        "c.remind_at <= $1",
      );
    }
    if (queued > 0) onQueued?.();
    return queued;
  }

  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<unknown> | undefined;
  let stopped = true;

  function schedule(): void {
    if (stopped) return;
    timer = setTimeout(() => {
      running = runOnce()
        .catch((error: unknown) =>
          logger.error({ error: loggableError(error) }, "reminders not swept, will try again"),
        )
        .finally(schedule);
    }, intervalMs);
  }

  return {
    runOnce,
    start() {
      if (!stopped || (!byMail && !byChat)) return;
      stopped = false;
      schedule();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
