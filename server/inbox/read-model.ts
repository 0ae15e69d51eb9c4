/**
 * The team's view of the enquiries: filtered, paged lists and counts, each enquiry's review
 * (status, private notes, history of status changes), and retrying a delivery by hand.
 */
import type { EnquiryStatus, StatusChange } from "#shared/enquiries/status.ts";
import type { InboxEntry, InboxFilter } from "#shared/inbox/contract.ts";
import type { Attribution } from "#shared/enquiries/attribution.ts";
import { ENQUIRY_KINDS, type EnquiryKind } from "#shared/enquiries/kinds.ts";
import {
  readDate,
  readJson,
  readOptionalJson,
  type Database,
  type Dialect,
  type Row,
  type SqlValue,
} from "#server/store/database.ts";
import { statusHistoryOf } from "#server/enquiries/status.ts";
import { enquiryIdsOf } from "#server/enquiries/store.ts";
import { RUNNING_CLOCK, replyClockFromRow } from "#server/reply-promise/clocks-store.ts";
import { verdictFromRow } from "#server/spam/verdicts-store.ts";
import { kindAmong, kindAmongAfter } from "./kind-scope.ts";

// The read model's own SQL, over the enquiry `e` and its reply clock `c`.
const FROM = `FROM enquiries e LEFT JOIN reply_clocks c ON c.enquiry_id = e.id`;

/** Waiting for our reply under a promise: a running clock (not closed, not waiting on the customer). */
const WAITING = RUNNING_CLOCK;

/** Waiting and past its due time (`$n` binds now). */
const overdueAt = (now: string) => `(${WAITING} AND c.due_at <= ${now})`;

/** The notes, oldest first, one paragraph each (`string_agg` on both databases). */
const NOTES = `(SELECT string_agg(n.body, '\n\n' ORDER BY n.written_at, n.id)
  FROM enquiry_notes n WHERE n.enquiry_id = e.id) AS note`;

const ENTRY_COLUMNS = `e.id, e.kind, e.fields, e.attribution, e.created_at, e.status, e.owner, ${NOTES},
  c.due_at, c.remind_at, c.answered_at, c.answered_by, c.answered_how, c.round, c.stopped_at,
  CASE WHEN ${RUNNING_CLOCK} THEN 1 ELSE 0 END AS clock_running,
  (SELECT COUNT(*) FROM deliveries d WHERE d.enquiry_id = e.id AND d.status = 'failed')
    AS failed_deliveries,
  (SELECT v.reasons FROM spam_verdicts v WHERE v.enquiry_id = e.id) AS spam_reasons,
  (SELECT v.score FROM spam_verdicts v WHERE v.enquiry_id = e.id) AS spam_score`;

/** `LIKE` treats `%`, `_` and the escape character as patterns; a search means them literally. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * Any of the enquiry's field values contains the text, ignoring case (on SQLite, the case of
 * ASCII letters only: its `LIKE` folds no other).
 */
function searchCondition(dialect: Dialect, parameter: string): string {
  return dialect === "postgres"
    ? `EXISTS (SELECT 1 FROM jsonb_each_text(e.fields) AS f WHERE f.value ILIKE ${parameter} ESCAPE '\\')`
    : `EXISTS (SELECT 1 FROM json_each(e.fields) AS f WHERE f.value LIKE ${parameter} ESCAPE '\\')`;
}

/** The campaign source or the referring site contains the text, ignoring case. */
function sourceCondition(dialect: Dialect, parameter: string): string {
  return dialect === "postgres"
    ? `(e.attribution->>'utmSource' ILIKE ${parameter} ESCAPE '\\' OR e.attribution->>'referrer' ILIKE ${parameter} ESCAPE '\\')`
    : `(json_extract(e.attribution, '$.utmSource') LIKE ${parameter} ESCAPE '\\' OR json_extract(e.attribution, '$.referrer') LIKE ${parameter} ESCAPE '\\')`;
}

interface Where {
  readonly sql: string;
  readonly params: SqlValue[];
}

function whereClause(
  dialect: Dialect,
  filter: InboxFilter,
  { withKind, now, kinds }: { withKind: boolean; now: Date; kinds: readonly EnquiryKind[] },
): Where {
  const conditions: string[] = [];
  const params: SqlValue[] = [];
  const bind = (value: SqlValue) => {
    params.push(value);
    return `$${params.length}`;
  };
  conditions.push(kindAmong(kinds, bind));
  if (withKind && filter.kind) conditions.push(`e.kind = ${bind(filter.kind)}`);
  // Spam has a view of its own: the daily list, its counts and its CSV leave it out.
  conditions.push(filter.status ? `e.status = ${bind(filter.status)}` : "e.status <> 'spam'");
  if (filter.receivedFrom) {
    conditions.push(`e.created_at >= ${bind(filter.receivedFrom.toISOString())}`);
  }
  if (filter.receivedBefore) {
    conditions.push(`e.created_at < ${bind(filter.receivedBefore.toISOString())}`);
  }
  const search = filter.search?.trim();
  if (search) conditions.push(searchCondition(dialect, bind(containsPattern(search))));
  const source = filter.source?.trim();
  if (source) conditions.push(sourceCondition(dialect, bind(containsPattern(source))));
  if (filter.overdue) conditions.push(overdueAt(bind(now.toISOString())));
  if (filter.owner) conditions.push(`e.owner = ${bind(filter.owner)}`);
  if (filter.unowned) conditions.push("e.owner IS NULL");
  const application = (condition: string) =>
    `EXISTS (SELECT 1 FROM job_applications a WHERE a.enquiry_id = e.id AND ${condition})`;
  if (filter.openingId) conditions.push(application(`a.opening_id = ${bind(filter.openingId)}`));
  if (filter.stage) conditions.push(application(`a.stage = ${bind(filter.stage)}`));
  return { sql: conditions.length > 0 ? `WHERE ${conditions.join(" AND ")}` : "", params };
}

function entryFromRow(row: Row): InboxEntry {
  const clock = replyClockFromRow(row);
  const attribution = readOptionalJson(row.attribution) as Attribution | undefined;
  return {
    id: String(row.id),
    kind: row.kind as EnquiryKind,
    status: row.status as EnquiryStatus,
    fields: readJson(row.fields) as Record<string, string>,
    receivedAt: readDate(row.created_at),
    failedDeliveries: Number(row.failed_deliveries),
    note: row.note === null || row.note === undefined ? "" : String(row.note),
    ...(attribution ? { attribution } : {}),
    reply: {
      dueAt: clock.dueAt,
      running: Number(row.clock_running) === 1,
      answeredAt: clock.answeredAt,
      answeredBy: clock.answeredBy,
      answeredHow: clock.answeredHow,
      owner: row.owner === null || row.owner === undefined ? undefined : String(row.owner),
    },
    spamReasons:
      row.spam_reasons === null || row.spam_reasons === undefined
        ? []
        : verdictFromRow({ score: row.spam_score, reasons: row.spam_reasons }).reasons,
  };
}

const NEWEST_FIRST = "ORDER BY e.created_at DESC, e.id DESC";

/** The enquiries still waiting first, the soonest due first; then the rest, newest first. */
const SOONEST_DUE_FIRST = `ORDER BY CASE WHEN ${WAITING} THEN 0 ELSE 1 END,
  CASE WHEN ${WAITING} THEN c.due_at END, e.created_at DESC, e.id DESC`;

const orderOf = (filter: InboxFilter) =>
  filter.order === "due" ? SOONEST_DUE_FIRST : NEWEST_FIRST;

export interface InboxPageResult {
  readonly entries: InboxEntry[];
  readonly total: number;
  readonly countsByKind: Record<EnquiryKind, number>;
  readonly waiting: { readonly new: number; readonly overdue: number };
}

/** How many enquiries are new, and how many overdue, whatever the list's filter. */
export async function waitingCounts(
  db: Database,
  now: Date,
  kinds: readonly EnquiryKind[],
): Promise<{ new: number; overdue: number }> {
  const params: SqlValue[] = [now.toISOString()];
  const among = kindAmongAfter(params, kinds);
  const [row] = await db.query(
    `SELECT COUNT(CASE WHEN e.status = 'new' THEN 1 END) AS new_count,
            COUNT(CASE WHEN ${overdueAt("$1")} THEN 1 END) AS overdue_count ${FROM}
      WHERE ${among}`,
    params,
  );
  return { new: Number(row?.new_count ?? 0), overdue: Number(row?.overdue_count ?? 0) };
}

/** How many enquiries wait for a first reply under a promise, and how many of them are overdue. */
export async function replyPromiseStats(
  db: Database,
  now: Date,
): Promise<{ awaiting: number; overdue: number }> {
  const [row] = await db.query(
    `SELECT COUNT(CASE WHEN ${WAITING} THEN 1 END) AS awaiting,
            COUNT(CASE WHEN ${overdueAt("$1")} THEN 1 END) AS overdue ${FROM}`,
    [now.toISOString()],
  );
  return { awaiting: Number(row?.awaiting ?? 0), overdue: Number(row?.overdue ?? 0) };
}

/**
 * One page of the enquiries of `kinds` matching the filter, in its order, with the counts per
 * kind.
 */
export async function inboxPage(
  db: Database,
  filter: InboxFilter,
  page: { readonly offset: number; readonly limit: number },
  now: Date,
  kinds: readonly EnquiryKind[],
): Promise<InboxPageResult> {
  const anyKind = whereClause(db.dialect, filter, { withKind: false, now, kinds });
  const counted = await db.query(
    `SELECT e.kind, COUNT(*) AS count ${FROM} ${anyKind.sql} GROUP BY e.kind`,
    anyKind.params,
  );
  const countsByKind = Object.fromEntries(ENQUIRY_KINDS.map((kind) => [kind, 0])) as Record<
    EnquiryKind,
    number
  >;
  for (const row of counted) countsByKind[row.kind as EnquiryKind] = Number(row.count);
  const total = filter.kind
    ? countsByKind[filter.kind]
    : Object.values(countsByKind).reduce((sum, count) => sum + count, 0);

  const where = whereClause(db.dialect, filter, { withKind: true, now, kinds });
  const limit = `$${where.params.length + 1}`;
  const offset = `$${where.params.length + 2}`;
  const rows = await db.query(
    `SELECT ${ENTRY_COLUMNS} ${FROM} ${where.sql} ${orderOf(filter)} LIMIT ${limit} OFFSET ${offset}`,
    [...where.params, page.limit, page.offset],
  );
  return {
    entries: rows.map(entryFromRow),
    total,
    countsByKind,
    waiting: await waitingCounts(db, now, kinds),
  };
}

/** Every enquiry of `kinds` matching the filter, in its order. */
export async function inboxEntries(
  db: Database,
  filter: InboxFilter,
  now: Date,
  kinds: readonly EnquiryKind[],
): Promise<InboxEntry[]> {
  const where = whereClause(db.dialect, filter, { withKind: true, now, kinds });
  const rows = await db.query(
    `SELECT ${ENTRY_COLUMNS} ${FROM} ${where.sql} ${orderOf(filter)}`,
    where.params,
  );
  return rows.map(entryFromRow);
}

/** The most of a person's other enquiries an enquiry's page lists (the newest). */
export const OTHER_ENQUIRIES_SHOWN = 20;

/**
 * The person's other enquiries: those from the same address (the enquiry core's one way of
 * matching it), newest first, at most `OTHER_ENQUIRIES_SHOWN`, and how many there are in all.
 */
export async function otherEnquiriesOf(
  db: Database,
  enquiryId: string,
  email: string,
): Promise<{ readonly entries: InboxEntry[]; readonly total: number }> {
  if (!email.trim()) return { entries: [], total: 0 };
  const ids = (await enquiryIdsOf(db, db.dialect, email)).filter((id) => id !== enquiryId);
  const shown = ids.slice(-OTHER_ENQUIRIES_SHOWN);
  if (shown.length === 0) return { entries: [], total: 0 };
  const list = shown.map((_, index) => `$${index + 1}`).join(", ");
  const rows = await db.query(
    `SELECT ${ENTRY_COLUMNS} ${FROM} WHERE e.id IN (${list}) ${NEWEST_FIRST}`,
    shown,
  );
  return { entries: rows.map(entryFromRow), total: ids.length };
}

export interface Review {
  readonly entry: InboxEntry;
  readonly spamScore: number | undefined;
  readonly isSpam: boolean;
  readonly action: string;
  readonly timelineVersion: number;
  /** Oldest first. */
  readonly history: StatusChange[];
}

export async function findReview(db: Database, id: string): Promise<Review | undefined> {
  const [row] = await db.query(
    `SELECT ${ENTRY_COLUMNS}, e.is_spam, e.action, e.timeline_version ${FROM} WHERE e.id = $1`,
    [id],
  );
  if (!row) return undefined;
  return {
    entry: entryFromRow(row),
    spamScore:
      row.spam_score === null || row.spam_score === undefined ? undefined : Number(row.spam_score),
    isSpam: Boolean(row.is_spam),
    action: String(row.action),
    timelineVersion: Number(row.timeline_version),
    history: await statusHistoryOf(db, id),
  };
}
