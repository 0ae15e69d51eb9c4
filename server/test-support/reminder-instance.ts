/**
 * One server instance's reminder machinery on a database, with the clock the test moves: the
 * reminder sweep and the notifier that sends what it queues, through a real SMTP server.
 */
import { pino } from "pino";
import { loadEnv } from "#server/boot/env.ts";
import { createOutbound } from "#server/boot/outbound.ts";
import { createNotifier } from "#server/outbox/notifier.ts";
import { createReminderSweep } from "#server/reply-promise/reminders.ts";
import type { Database } from "#server/store/database.ts";

/** The team's address the tests' instances send to (NOTIFY_EMAIL_TO). */
export const TEAM_INBOX = "team-inbox@malwasoftworks.example";

export interface ReminderInstance {
  /** Sweeps once, then sends everything due; answers how many deliveries the sweep queued. */
  tick(): Promise<number>;
  stop(): Promise<void>;
}

export function reminderInstance(
  db: Database,
  smtpUrl: string,
  now: () => Date,
  digestMinutes = "15",
): ReminderInstance {
  const env = loadEnv({
    SMTP_URL: smtpUrl,
    NOTIFY_EMAIL_TO: TEAM_INBOX,
    REMINDER_DIGEST_MINUTES: digestMinutes,
  });
  const logger = pino({ level: "silent" });
  const notifier = createNotifier({
    db,
    ...createOutbound(env, { db, team: true, now }),
    logger,
    now,
  });
  const sweep = createReminderSweep({
    db,
    channels: notifier.channels,
    logger,
    digestIntervalMs: env.reminderDigestMs,
    now,
  });
  return {
    async tick() {
      const queued = await sweep.runOnce();
      while ((await notifier.runOnce()) > 0);
      return queued;
    },
    stop: () => notifier.stop(),
  };
}
