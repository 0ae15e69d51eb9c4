/**
 * The in-process loop that empties the outbox: it claims due deliveries with a lease, sends
 * each through its channel, and records the outcome. Several instances may share one PostgreSQL
 * database; the claim makes sure each delivery goes to one of them. It knows no feature: each
 * channel's sender comes from the feature that owns the channel, and reads what it sends itself.
 */
import { loggableError, type Logger } from "#server/lib/logger.ts";
import type { Database } from "#server/store/database.ts";
import {
  claimDueDeliveries,
  markDeliveryFailed,
  markDeliverySent,
  nextDeliveryDueAt,
  scheduleDeliveryRetry,
  type Delivery,
} from "./deliveries.ts";
import type { DeliveryChannel } from "#shared/outbox/channels.ts";
import { nextAttemptAfterFailure } from "./backoff.ts";

/** Sends one delivery; throws when it did not go out (the notifier then retries). */
export type Send = (delivery: Delivery) => Promise<void>;
export type Senders = Readonly<Partial<Record<DeliveryChannel, Send>>>;

/**
 * Tells the team that a delivery was given up on; throws when the alert did not go out, answers
 * false when there was nobody left to tell about (its enquiry was erased).
 */
export type AlertFailure = (failed: Delivery) => Promise<boolean>;

export interface NotifierOptions {
  readonly db: Database;
  readonly senders: Senders;
  /** Tells the team of a delivery given up on; without it, the given-up log line is all. */
  readonly alertFailure?: AlertFailure;
  readonly logger: Logger;
  /** The clock; tests move it instead of waiting. */
  readonly now?: () => Date;
  /** The longest the loop sleeps between looks at the outbox (other instances add work too). */
  readonly pollIntervalMs?: number;
  /** How long a claim holds; longer than any one send can take (SMTP and webhook time out sooner). */
  readonly leaseMs?: number;
  readonly batchSize?: number;
  /** This instance's name on its claims. */
  readonly owner?: string;
}

export interface Notifier {
  /** The channels this instance sends (those configured). */
  readonly channels: readonly DeliveryChannel[];
  /** Starts the loop. */
  start(): void;
  /** Looks at the outbox now instead of at the next poll (a new enquiry was queued). */
  wake(): void;
  /** Claims and sends one batch; answers how many deliveries it handled. */
  runOnce(): Promise<number>;
  /** Stops the loop after the sends in flight have finished and been recorded. */
  stop(): Promise<void>;
}

/** Sends one claimed delivery and records how it went: sent, to retry, or given up with an alert. */
function createDeliverer({
  db,
  senders,
  alertFailure,
  logger,
  now,
  owner,
}: Pick<NotifierOptions, "db" | "senders" | "alertFailure" | "logger"> & {
  readonly now: () => Date;
  readonly owner: string;
}): (delivery: Delivery) => Promise<void> {
  /** One alert, never retried: when it fails too (SMTP down), the log is the last word. */
  async function alert(failed: Delivery, log: object): Promise<void> {
    if (!alertFailure) return;
    try {
      if (await alertFailure(failed)) logger.info(log, "team alerted of the failed delivery");
    } catch (error) {
      logger.error(
        { ...log, error: loggableError(error) },
        "alert of the failed delivery not sent",
      );
    }
  }

  /** A failed send: tried again later, or, after a day of tries, given up and the team alerted. */
  async function recordFailure(delivery: Delivery, error: unknown, log: object): Promise<void> {
    const failedAt = now();
    const reason = error instanceof Error ? error.message : String(error);
    const nextAttempt = nextAttemptAfterFailure(delivery.createdAt, delivery.attempts, failedAt);
    const details = { ...log, attempts: delivery.attempts, error: loggableError(error) };
    if (nextAttempt) {
      await scheduleDeliveryRetry(db, delivery.id, owner, nextAttempt, reason);
      logger.warn(
        { ...details, nextAttemptAt: nextAttempt.toISOString() },
        "delivery failed, will retry",
      );
    } else {
      const gaveUp = await markDeliveryFailed(db, delivery.id, owner, reason);
      logger.error(details, "delivery failed for a day, given up");
      if (gaveUp) await alert({ ...delivery, lastError: reason }, log);
    }
  }

  return async (delivery) => {
    const log = {
      deliveryId: delivery.id,
      enquiryId: delivery.enquiryId,
      channel: delivery.channel,
    };
    const send = senders[delivery.channel];
    try {
      if (!send) throw new Error("Nothing to send: the channel or the enquiry is gone");
      await send(delivery);
    } catch (error) {
      await recordFailure(delivery, error, log);
      return;
    }
    await markDeliverySent(db, delivery.id, now());
    logger.info({ ...log, attempts: delivery.attempts }, "delivery sent");
  };
}

export function createNotifier({
  db,
  senders,
  alertFailure,
  logger,
  now = () => new Date(),
  pollIntervalMs = 5000,
  leaseMs = 5 * 60_000,
  batchSize = 5,
  owner = `notifier-${crypto.randomUUID()}`,
}: NotifierOptions): Notifier {
  const channels = (Object.keys(senders) as DeliveryChannel[]).filter(
    (channel) => senders[channel],
  );
  const deliver = createDeliverer({ db, senders, alertFailure, logger, now, owner });

  async function runOnce(): Promise<number> {
    const claimed = await claimDueDeliveries(db, {
      owner,
      now: now(),
      leaseMs,
      limit: batchSize,
      channels,
    });
    // Every send finishes and is recorded before the batch counts as done, even if one failed to record.
    const results = await Promise.allSettled(claimed.map(deliver));
    const failure = results.find((result) => result.status === "rejected");
    if (failure) throw failure.reason;
    return claimed.length;
  }

  let running: Promise<void> | undefined;
  let stopped = false;
  let wakeRequested = false;
  let interruptSleep: (() => void) | undefined;

  async function sleepUntilDue(): Promise<void> {
    let delay = pollIntervalMs;
    try {
      const due = await nextDeliveryDueAt(db, channels);
      if (due) delay = Math.min(delay, Math.max(0, due.getTime() - now().getTime()));
    } catch {
      // The database is unreachable: look again after a full interval.
    }
    if (wakeRequested || stopped) return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, delay);
      interruptSleep = () => {
        clearTimeout(timer);
        resolve();
      };
    });
    interruptSleep = undefined;
  }

  async function loop(): Promise<void> {
    while (!stopped) {
      wakeRequested = false;
      let handled = 0;
      try {
        handled = await runOnce();
      } catch (error) {
        logger.error({ error: loggableError(error) }, "outbox unreachable, will try again");
      }
      if (handled === 0 && !stopped) await sleepUntilDue();
    }
  }

  return {
    channels,
    start() {
      if (running || channels.length === 0) return;
      stopped = false;
      running = loop();
    },
    wake() {
      wakeRequested = true;
      interruptSleep?.();
    },
    runOnce,
    async stop() {
      stopped = true;
      interruptSleep?.();
      await running;
      running = undefined;
    },
  };
}
