/**
 * The retention policy the privacy policy states: an enquiry is deleted once it is older than
 * the enquiry period, a job application marked unsuccessful once that decision is older than
 * the shorter period, and an enquiry in spam once it is older than the spam period. Deleting an
 * enquiry takes its deliveries, review, history, verdict and consent receipts with it.
 */
import { SYSTEM_ACTORS } from "#shared/audit/log.ts";
import { loggableError, type Logger } from "#server/lib/logger.ts";
import { recordAudit } from "#server/audit/log.ts";
import type { Database } from "#server/store/database.ts";

export interface RetentionPolicy {
  readonly enquiryMonths: number;
  readonly unsuccessfulApplicationMonths: number;
  /** Days an enquiry in spam is kept after it arrived, for the team to rescue a person's. */
  readonly spamDays: number;
}

export interface PurgeResult {
  readonly enquiries: number;
  readonly unsuccessfulApplications: number;
  readonly spam: number;
}

const removedCount = ({ enquiries, unsuccessfulApplications, spam }: PurgeResult) =>
  enquiries + unsuccessfulApplications + spam;

/** How often a running server applies the policy. */
export const RETENTION_INTERVAL_MS = 6 * 60 * 60_000;

/** The same day and time, `months` calendar months earlier (clamped to the month's last day). */
export function monthsBefore(time: Date, months: number): Date {
  const earlier = new Date(time);
  const day = earlier.getUTCDate();
  earlier.setUTCDate(1);
  earlier.setUTCMonth(earlier.getUTCMonth() - months);
  const lastDay = new Date(
    Date.UTC(earlier.getUTCFullYear(), earlier.getUTCMonth() + 1, 0),
  ).getUTCDate();
  earlier.setUTCDate(Math.min(day, lastDay));
  return earlier;
}

/**
 * Deletes what the policy no longer allows keeping, then pushes it out of the files. Records an
 * audit entry when anything was removed, or always when a person ran it (`actor`).
 */
export async function purgeExpired(
  db: Database,
  policy: RetentionPolicy,
  { now, actor }: { readonly now: Date; readonly actor?: string },
): Promise<PurgeResult> {
  const enquiryCutoff = monthsBefore(now, policy.enquiryMonths).toISOString();
  const decisionCutoff = monthsBefore(now, policy.unsuccessfulApplicationMonths).toISOString();
  const result = await db.transaction(async (tx) => {
    const expired = await tx.query("DELETE FROM enquiries WHERE created_at < $1 RETURNING id", [
      enquiryCutoff,
    ]);
    const unsuccessful = await tx.query(
      `DELETE FROM enquiries
        WHERE kind = 'jobEnquiry'
          AND status = 'unsuccessful'
          AND (SELECT MAX(c.changed_at) FROM enquiry_status_changes c
                WHERE c.enquiry_id = enquiries.id AND c.to_status = 'unsuccessful') < $1
        RETURNING id`,
      [decisionCutoff],
    );
    const spam = await tx.query(
      `DELETE FROM enquiries
        WHERE created_at < $1 AND status = 'spam'
        RETURNING id`,
      [new Date(now.getTime() - policy.spamDays * 24 * 60 * 60_000).toISOString()],
    );
    const removed = {
      enquiries: expired.length,
      unsuccessfulApplications: unsuccessful.length,
      spam: spam.length,
    };
    if (actor !== undefined || removedCount(removed) > 0) {
      await recordAudit(tx, {
        at: now,
        actor: actor ?? SYSTEM_ACTORS.retention,
        action: "retention-purged",
        detail: describePurge(removed),
      });
    }
    return removed;
  });
  if (removedCount(result) > 0) await db.forgetDeleted();
  return result;
}

export function describePurge({ enquiries, unsuccessfulApplications, spam }: PurgeResult): string {
  const plural = (count: number, one: string, many: string) =>
    `${count} ${count === 1 ? one : many}`;
  const spamPart = spam > 0 ? `, and ${plural(spam, "enquiry", "enquiries")} held as spam` : "";
  return `${plural(enquiries, "enquiry", "enquiries")} past the retention period and ${plural(
    unsuccessfulApplications,
    "unsuccessful job application",
    "unsuccessful job applications",
  )}${spamPart} removed`;
}

/** Applies the policy now and then every `intervalMs`, until stopped. */
export function startRetention({
  db,
  policy,
  logger,
  now = () => new Date(),
  intervalMs = RETENTION_INTERVAL_MS,
}: {
  readonly db: Database;
  readonly policy: RetentionPolicy;
  readonly logger: Logger;
  readonly now?: () => Date;
  readonly intervalMs?: number;
}): { stop(): Promise<void> } {
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    running = purgeExpired(db, policy, { now: now() }).then(
      (removed) => {
        if (removedCount(removed) > 0) {
          logger.info(removed, "retention: expired enquiries deleted");
        }
      },
      (error: unknown) =>
        logger.warn({ error: loggableError(error) }, "retention: purge failed, tried again later"),
    );
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
