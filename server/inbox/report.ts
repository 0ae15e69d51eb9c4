/**
 * The report (`AdminReport`): for a period ending now, enquiries by week and kind, leads by
 * campaign and referring site, and how long the first answers, and the replies to customers'
 * later messages, took against the reply promise.
 */
import { TZDate } from "@date-fns/tz";
import { siteFacts } from "#server/site/facts.ts";
import type { AnswerTimes, ReplyReport } from "#shared/inbox/report.ts";
import type { Database } from "#server/store/database.ts";
import type { EnquiryKind } from "#shared/enquiries/kinds.ts";
import { bookingRows, consultationsBooked, nextReplyRows, reportRows } from "./report-rows.ts";

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

const twoDigits = (value: number) => String(value).padStart(2, "0");

/** The Monday of the team's week an instant falls in, as YYYY-MM-DD. */
export function teamWeekOf(instant: Date, timeZone: string = siteFacts.timeZone): string {
  const local = new TZDate(instant.getTime(), timeZone);
  const monday = new TZDate(
    local.getFullYear(),
    local.getMonth(),
    local.getDate() - ((local.getDay() + 6) % 7),
    timeZone,
  );
  return `${monday.getFullYear()}-${twoDigits(monday.getMonth() + 1)}-${twoDigits(monday.getDate())}`;
}

function counted<K>(
  keys: readonly K[],
  keyOf: (key: K) => string,
): Map<string, { key: K; count: number }> {
  const counts = new Map<string, { key: K; count: number }>();
  for (const key of keys) {
    const id = keyOf(key);
    const entry = counts.get(id) ?? { key, count: 0 };
    entry.count += 1;
    counts.set(id, entry);
  }
  return counts;
}

export async function replyReport(
  db: Database,
  {
    days,
    now,
    promiseHours,
    kinds,
  }: { days: number; now: Date; promiseHours: number; kinds: readonly EnquiryKind[] },
): Promise<ReplyReport> {
  const from = new Date(now.getTime() - days * DAY_MS);
  const rows = await reportRows(db, from, now, kinds);

  const byWeek = [...counted(rows, (row) => `${teamWeekOf(row.receivedAt)} ${row.kind}`).values()]
    .map(({ key, count }) => ({ week: teamWeekOf(key.receivedAt), kind: key.kind, count }))
    .toSorted((a, b) => a.week.localeCompare(b.week) || a.kind.localeCompare(b.kind));

  const campaigns = rows.map((row) => ({
    source: row.attribution?.utmSource ?? "",
    campaign: row.attribution?.utmCampaign ?? "",
  }));
  const byCampaign = [...counted(campaigns, (c) => JSON.stringify([c.source, c.campaign])).values()]
    .map(({ key, count }) => ({ ...key, count }))
    .toSorted((a, b) => b.count - a.count || a.source.localeCompare(b.source));
  const byReferrer = [...counted(rows, (row) => row.attribution?.referrer ?? "").entries()]
    .map(([referrer, { count }]) => ({ referrer, count }))
    .toSorted((a, b) => b.count - a.count || a.referrer.localeCompare(b.referrer));

  const first = answerTimes(rows);
  return {
    from,
    to: now,
    promiseHours,
    byWeek,
    byCampaign,
    byReferrer,
    ...first,
    next: answerTimes(await nextReplyRows(db, from, now, kinds)),
    bookings: {
      byWeek: [...counted(await bookingRows(db, from, now, kinds), teamWeekOf).entries()]
        .map(([week, { count }]) => ({ week, count }))
        .toSorted((a, b) => a.week.localeCompare(b.week)),
      ...(await consultationsBooked(db, from, now, kinds)),
    },
  };
}

/** How long the answers to messages under a promise took, and how many came in time. */
function answerTimes(
  rows: readonly { receivedAt: Date; dueAt: Date | undefined; answeredAt: Date | undefined }[],
): AnswerTimes {
  const promised = rows.filter((row) => row.dueAt);
  const answered = promised.filter((row) => row.answeredAt);
  return {
    replyHours: answered
      .map((row) => (row.answeredAt!.getTime() - row.receivedAt.getTime()) / HOUR_MS)
      .toSorted((a, b) => a - b),
    answered: answered.length,
    unanswered: promised.length - answered.length,
    answeredInTime: answered.filter((row) => row.answeredAt! <= row.dueAt!).length,
  };
}
