/**
 * The outbox: one delivery row per enquiry and channel. Notifiers claim due rows with a lease,
 * send, then mark them sent, due again later, or failed. On PostgreSQL the claim skips rows
 * another instance is claiming at that moment, so N instances never send one delivery twice.
 */
import type { DeliveryChannel } from "#shared/outbox/channels.ts";
import {
  readDate,
  readOptionalDate,
  type Database,
  type Queryable,
  type Row,
} from "#server/store/database.ts";

export type DeliveryStatus = "pending" | "sent" | "failed";

export interface Delivery {
  readonly id: string;
  readonly enquiryId: string;
  readonly channel: DeliveryChannel;
  /** Which of the team's mails it is (a reply's id, a reminder's threshold); '' for the enquiry's own. */
  readonly topic: string;
  readonly status: DeliveryStatus;
  /** Tries started so far, counting the one a fresh claim is about to make. */
  readonly attempts: number;
  readonly nextAttemptAt: Date;
  readonly lastError: string | undefined;
  readonly sentAt: Date | undefined;
  readonly createdAt: Date;
}

function deliveryFromRow(row: Row): Delivery {
  return {
    id: String(row.id),
    enquiryId: String(row.enquiry_id),
    channel: row.channel as DeliveryChannel,
    topic: String(row.topic ?? ""),
    status: row.status as DeliveryStatus,
    attempts: Number(row.attempts),
    nextAttemptAt: readDate(row.next_attempt_at),
    lastError: row.last_error === null ? undefined : String(row.last_error),
    sentAt: readOptionalDate(row.sent_at),
    createdAt: readDate(row.created_at),
  };
}

/** Queues one delivery per channel, due at once; runs inside the enquiry's transaction. */
export async function queueDeliveries(
  tx: Queryable,
  enquiryId: string,
  channels: readonly DeliveryChannel[],
  now: Date,
): Promise<void> {
  for (const channel of channels) {
    await tx.query(
      `INSERT INTO deliveries (id, enquiry_id, channel, status, attempts, next_attempt_at, created_at)
       VALUES ($1, $2, $3, 'pending', 0, $4, $4)`,
      [crypto.randomUUID(), enquiryId, channel, now.toISOString()],
    );
  }
}

export interface ClaimRequest {
  /** Who claims: one id per notifier instance. */
  readonly owner: string;
  readonly now: Date;
  /** How long the claim holds; after it, another instance may take the delivery over. */
  readonly leaseMs: number;
  readonly limit: number;
  /** Only deliveries of these channels (the ones this instance can send). */
  readonly channels: readonly DeliveryChannel[];
}

/** Claims up to `limit` due deliveries (pending, due, and not held by a live lease). */
export async function claimDueDeliveries(db: Database, request: ClaimRequest): Promise<Delivery[]> {
  if (request.channels.length === 0) return [];
  const skipLocked = db.dialect === "postgres" ? "FOR UPDATE SKIP LOCKED" : "";
  const channelList = request.channels.map((_, index) => `$${index + 5}`).join(", ");
  const claimable = `status = 'pending' AND (claim_expires_at IS NULL OR claim_expires_at <= $3)`;
  const rows = await db.query(
    `UPDATE deliveries
        SET claimed_by = $1, claim_expires_at = $2, attempts = attempts + 1
      WHERE ${claimable}
        AND id IN (
          SELECT id FROM deliveries
           WHERE ${claimable} AND next_attempt_at <= $3 AND channel IN (${channelList})
           ORDER BY next_attempt_at
           LIMIT $4
           ${skipLocked})
      RETURNING *`,
    [
      request.owner,
      new Date(request.now.getTime() + request.leaseMs).toISOString(),
      request.now.toISOString(),
      request.limit,
      ...request.channels,
    ],
  );
  return rows.map(deliveryFromRow);
}

/** Marks a delivery sent, even if its lease ran out meanwhile (it was sent all the same). */
export async function markDeliverySent(db: Database, id: string, now: Date): Promise<void> {
  await db.query(
    `UPDATE deliveries
        SET status = 'sent', sent_at = $2, last_error = NULL, claimed_by = NULL, claim_expires_at = NULL
      WHERE id = $1 AND status = 'pending'`,
    [id, now.toISOString()],
  );
}

/** Releases a claim after a failed try: due again at `nextAttemptAt`. */
export async function scheduleDeliveryRetry(
  db: Database,
  id: string,
  owner: string,
  nextAttemptAt: Date,
  error: string,
): Promise<void> {
  await db.query(
    `UPDATE deliveries
        SET next_attempt_at = $3, last_error = $4, claimed_by = NULL, claim_expires_at = NULL
      WHERE id = $1 AND claimed_by = $2 AND status = 'pending'`,
    [id, owner, nextAttemptAt.toISOString(), error],
  );
}

/**
 * Gives up on a delivery, keeping its last error and the number of tries. Answers whether this
 * call gave it up: only the holder of a live claim on a pending delivery can, so of several
 * instances exactly one hears true, and only that one alerts the team.
 */
export async function markDeliveryFailed(
  db: Database,
  id: string,
  owner: string,
  error: string,
): Promise<boolean> {
  const updated = await db.query(
    `UPDATE deliveries
        SET status = 'failed', last_error = $3, claimed_by = NULL, claim_expires_at = NULL
      WHERE id = $1 AND claimed_by = $2 AND status = 'pending'
      RETURNING id`,
    [id, owner, error],
  );
  return updated.length > 0;
}

/**
 * When the next pending delivery of these channels falls due (or its lease runs out); undefined
 * when none waits.
 */
export async function nextDeliveryDueAt(
  db: Database,
  channels: readonly DeliveryChannel[],
): Promise<Date | undefined> {
  if (channels.length === 0) return undefined;
  const channelList = channels.map((_, index) => `$${index + 1}`).join(", ");
  const [row] = await db.query(
    `SELECT MIN(CASE WHEN claim_expires_at IS NOT NULL AND claim_expires_at > next_attempt_at
                     THEN claim_expires_at ELSE next_attempt_at END) AS due
       FROM deliveries
      WHERE status = 'pending' AND channel IN (${channelList})`,
    channels,
  );
  return readOptionalDate(row?.due);
}

/** Every delivery of the given enquiries. */
export async function deliveriesOf(
  db: Database,
  enquiryIds: readonly string[],
): Promise<Delivery[]> {
  if (enquiryIds.length === 0) return [];
  const placeholders = enquiryIds.map((_, index) => `$${index + 1}`).join(", ");
  const rows = await db.query(
    `SELECT * FROM deliveries WHERE enquiry_id IN (${placeholders}) ORDER BY created_at, channel`,
    enquiryIds,
  );
  return rows.map(deliveryFromRow);
}

export interface DeliveryStats {
  /** How many deliveries each channel has in each state. */
  readonly counts: readonly { channel: string; status: DeliveryStatus; count: number }[];
  /** When the oldest delivery still pending was queued; undefined when none waits. */
  readonly oldestPendingSince: Date | undefined;
}

export async function deliveryStats(db: Database): Promise<DeliveryStats> {
  const counts = await db.query<{ channel: string; status: DeliveryStatus; count: unknown }>(
    "SELECT channel, status, COUNT(*) AS count FROM deliveries GROUP BY channel, status",
  );
  const [oldest] = await db.query(
    "SELECT MIN(created_at) AS since FROM deliveries WHERE status = 'pending'",
  );
  return {
    counts: counts.map((row) => ({
      channel: row.channel,
      status: row.status,
      count: Number(row.count),
    })),
    oldestPendingSince: readOptionalDate(oldest?.since),
  };
}

/**
 * Queues one of the team's own mails about an enquiry (a reply, an assignment's notice, a
 * reminder); a topic queued before on the channel is not queued again.
 */
export async function queueTeamDelivery(
  tx: Queryable,
  delivery: {
    readonly enquiryId: string;
    readonly channel: DeliveryChannel;
    readonly topic: string;
    readonly now: Date;
    /**
     * When it falls due (a reminder planned ahead); at once when absent. It counts as queued
     * then, so the outbox's backlog (the oldest pending delivery's age) does not count its wait.
     */
    readonly dueAt?: Date;
  },
): Promise<boolean> {
  const inserted = await tx.query(
    `INSERT INTO deliveries (id, enquiry_id, channel, topic, status, attempts, next_attempt_at, created_at)
     VALUES ($1, $2, $3, $4, 'pending', 0, $5, $5)
     ON CONFLICT (enquiry_id, channel, topic) DO NOTHING
     RETURNING id`,
    [
      crypto.randomUUID(),
      delivery.enquiryId,
      delivery.channel,
      delivery.topic,
      (delivery.dueAt ?? delivery.now).toISOString(),
    ],
  );
  return inserted.length > 0;
}

/** The delivery of this channel that went out for the enquiry, if one did (its id is its Message-ID). */
export async function sentDeliveryId(
  db: Queryable,
  enquiryId: string,
  channel: DeliveryChannel,
): Promise<string | undefined> {
  const [row] = await db.query(
    "SELECT id FROM deliveries WHERE enquiry_id = $1 AND channel = $2 AND status = 'sent'",
    [enquiryId, channel],
  );
  return row ? String(row.id) : undefined;
}

/**
 * Makes a pending or failed delivery of the enquiry due now. A delivery held by a live claim is
 * being sent at this moment and is left alone, so it is never sent twice at once. Answers
 * whether a delivery was made due.
 */
export async function makeDeliveryDue(
  db: Database,
  enquiryId: string,
  deliveryId: string,
  now: Date,
): Promise<boolean> {
  const updated = await db.query(
    `UPDATE deliveries
        SET status = 'pending', next_attempt_at = $3, claimed_by = NULL, claim_expires_at = NULL
      WHERE id = $1 AND enquiry_id = $2 AND status IN ('pending', 'failed')
        AND (claim_expires_at IS NULL OR claim_expires_at <= $3)
      RETURNING id`,
    [deliveryId, enquiryId, now.toISOString()],
  );
  return updated.length > 0;
}
