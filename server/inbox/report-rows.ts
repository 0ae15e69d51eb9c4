/**
 * What the report reads: each enquiry of a period (spam left out) with its first clock and
 * source, and each later customer message of the period that waited for an answer.
 */
import type { Attribution } from "#shared/enquiries/attribution.ts";
import type { EnquiryKind } from "#shared/enquiries/kinds.ts";
import {
  readDate,
  readOptionalDate,
  readOptionalJson,
  type Database,
  type SqlValue,
} from "#server/store/database.ts";
import { kindAmongAfter } from "./kind-scope.ts";

export interface ReportRow {
  readonly kind: EnquiryKind;
  readonly receivedAt: Date;
  readonly attribution: Attribution | undefined;
  readonly dueAt: Date | undefined;
  readonly answeredAt: Date | undefined;
}

export async function reportRows(
  db: Database,
  from: Date,
  to: Date,
  kinds: readonly EnquiryKind[],
): Promise<ReportRow[]> {
  const params: SqlValue[] = [from.toISOString(), to.toISOString()];
  const rows = await db.query(
    `SELECT e.kind, e.created_at, e.attribution, COALESCE(c.first_due_at, c.due_at) AS due_at,
            c.answered_at
       FROM enquiries e LEFT JOIN reply_clocks c ON c.enquiry_id = e.id
      WHERE e.created_at >= $1 AND e.created_at < $2 AND e.status <> 'spam'
        AND ${kindAmongAfter(params, kinds)}
      ORDER BY e.created_at`,
    params,
  );
  return rows.map((row) => ({
    kind: row.kind as EnquiryKind,
    receivedAt: readDate(row.created_at),
    attribution: readOptionalJson(row.attribution) as Attribution | undefined,
    dueAt: readOptionalDate(row.due_at),
    answeredAt: readOptionalDate(row.answered_at),
  }));
}

/** A customer message after the first that waited for an answer: its arrival, due time, answer. */
export interface NextReplyRow {
  readonly receivedAt: Date;
  readonly dueAt: Date;
  readonly answeredAt: Date | undefined;
}

export async function nextReplyRows(
  db: Database,
  from: Date,
  to: Date,
  kinds: readonly EnquiryKind[],
): Promise<NextReplyRow[]> {
  const params: SqlValue[] = [from.toISOString(), to.toISOString()];
  const rows = await db.query(
    `SELECT r.started_at, r.due_at, r.answered_at
       FROM reply_rounds r JOIN enquiries e ON e.id = r.enquiry_id
      WHERE r.started_at >= $1 AND r.started_at < $2 AND e.status <> 'spam'
        AND ${kindAmongAfter(params, kinds)}
      ORDER BY r.started_at`,
    params,
  );
  return rows.map((row) => ({
    receivedAt: readDate(row.started_at),
    dueAt: readDate(row.due_at),
    answeredAt: readOptionalDate(row.answered_at),
  }));
}

/** When each booking of the period was made, of enquiries (not spam) of the kinds. */
export async function bookingRows(
  db: Database,
  from: Date,
  to: Date,
  kinds: readonly EnquiryKind[],
): Promise<Date[]> {
  const params: SqlValue[] = [from.toISOString(), to.toISOString()];
  const rows = await db.query(
    `SELECT b.created_at FROM bookings b JOIN enquiries e ON e.id = b.enquiry_id
      WHERE b.created_at >= $1 AND b.created_at < $2 AND e.status <> 'spam'
        AND ${kindAmongAfter(params, kinds)}
      ORDER BY b.created_at`,
    params,
  );
  return rows.map((row) => readDate(row.created_at));
}

/** The consultation enquiries of the period (not spam), and how many of them booked a time. */
export async function consultationsBooked(
  db: Database,
  from: Date,
  to: Date,
  kinds: readonly EnquiryKind[],
): Promise<{ consultations: number; booked: number }> {
  const params: SqlValue[] = [from.toISOString(), to.toISOString()];
  const consultations = kinds.filter((kind) => kind === "consultation");
  const [row] = await db.query(
    `SELECT COUNT(*) AS consultations,
            COUNT(CASE WHEN EXISTS (SELECT 1 FROM bookings b WHERE b.enquiry_id = e.id)
                       THEN 1 END) AS booked
       FROM enquiries e
      WHERE e.created_at >= $1 AND e.created_at < $2 AND e.status <> 'spam'
        AND ${kindAmongAfter(params, consultations)}`,
    params,
  );
  return { consultations: Number(row?.consultations ?? 0), booked: Number(row?.booked ?? 0) };
}
