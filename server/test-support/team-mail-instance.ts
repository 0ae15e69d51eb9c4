/**
 * One server instance's timed team mails on a database, with the clock the test moves: the
 * reminder sweep, the daily digest of held spam, and the notifier that sends what they queue,
 * through a real SMTP server.
 */
import { pino } from "pino";
import { loadEnv } from "#server/boot/env.ts";
import { createOutbound } from "#server/boot/outbound.ts";
import { createNotifier } from "#server/outbox/notifier.ts";
import { createReminderSweep } from "#server/reply-promise/reminders.ts";
import { queueSpamDigest } from "#server/spam/digest.ts";
import type { Database } from "#server/store/database.ts";

/** The team's address the tests' instances send to (NOTIFY_EMAIL_TO). */
export const TEAM_INBOX = "team-inbox@malwasoftworks.example";

export interface TeamMailInstance {
  /** Sweeps once, then sends everything due; answers how many reminder deliveries it queued. */
  tick(): Promise<number>;
  stop(): Promise<void>;
}

export function teamMailInstance(
  db: Database,
  smtpUrl: string,
  now: () => Date,
  digestMinutes = "15",
): TeamMailInstance {
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
      await queueSpamDigest(db, now());
      while ((await notifier.runOnce()) > 0);
      return queued;
    },
    stop: () => notifier.stop(),
  };
}
