/**
 * The reminders before the reply promise breaks: when 75 % of a running clock's window has
 * passed without an answer (never for a closed conversation or one waiting on the customer), and again at its breach, one reminder per channel goes to the owner (or the
 * team). A sweep looks every few seconds and queues them in the outbox; the outbox's unique
 * (enquiry, channel, topic) lets each threshold be queued once, whichever instance sees it first,
 * and the queue survives a restart. The notifier sends them like every other delivery.
 */
import type { DeliveryChannel } from "#shared/outbox/channels.ts";
import { loggableError, type Logger } from "#server/lib/logger.ts";
import type { Database } from "#server/store/database.ts";
import { queueTeamDelivery } from "#server/outbox/deliveries.ts";
import { RUNNING_CLOCK, reminderTopicSql } from "./clocks-store.ts";

export const REMINDER_CHANNELS = ["reminder", "reminder-webhook"] as const;

/** How often the sweep looks: a reminder is queued within this of its threshold. */
const SWEEP_INTERVAL_MS = 5_000;
const BATCH = 100;

export interface ReminderSweepOptions {
  readonly db: Database;
  /** The reminder channels this instance can send; none, and there is nothing to sweep. */
  readonly channels: readonly DeliveryChannel[];
  readonly logger: Logger;
  readonly now?: () => Date;
  /** Called after reminders were queued: wakes the notifier. */
  readonly onQueued?: () => void;
  readonly intervalMs?: number;
}

export interface ReminderSweep {
  /** Queues the reminders now due; answers how many it queued. */
  runOnce(): Promise<number>;
  start(): void;
  stop(): Promise<void>;
}

export function createReminderSweep({
  db,
  channels,
  logger,
  now = () => new Date(),
  onQueued,
  intervalMs = SWEEP_INTERVAL_MS,
}: ReminderSweepOptions): ReminderSweep {
  const reminders = channels.filter((channel) =>
    (REMINDER_CHANNELS as readonly DeliveryChannel[]).includes(channel),
  );

  async function runOnce(): Promise<number> {
    if (reminders.length === 0) return 0;
    const at = now().toISOString();
    const list = reminders.map((_, index) => `$${index + 2}`).join(", ");
    // A running clock (not closed, not waiting on the customer, its round unanswered) past a
    // threshold, and that threshold's reminders for this round not all queued yet.
    const topic = reminderTopicSql("CASE WHEN c.due_at <= $1 THEN 'breach' ELSE 'soon' END");
    const owed = await db.query(
      `SELECT e.id, ${topic} AS topic
         FROM reply_clocks c JOIN enquiries e ON e.id = c.enquiry_id
        WHERE ${RUNNING_CLOCK} AND c.remind_at <= $1
          AND (SELECT COUNT(*) FROM deliveries d
                WHERE d.enquiry_id = e.id AND d.channel IN (${list}) AND d.topic = ${topic})
              < ${reminders.length}
        ORDER BY c.due_at LIMIT ${BATCH}`,
      [at, ...reminders],
    );
    let queued = 0;
    for (const row of owed) {
      for (const channel of reminders) {
        const added = await queueTeamDelivery(db, {
          enquiryId: String(row.id),
          channel,
          topic: String(row.topic),
          now: new Date(at),
        });
        if (added) queued += 1;
      }
      logger.info({ enquiryId: String(row.id), reminder: String(row.topic) }, "reminder due");
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
      if (!stopped || reminders.length === 0) return;
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
