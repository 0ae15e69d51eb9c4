/**
 * The bookings table: who may be booked, what stands in their calendar, and a new booking. The
 * database is the referee of double bookings: a unique index on a consultant's active starts (both
 * databases) and, on PostgreSQL, an exclusion constraint on overlapping meetings with their buffer.
 */
import { readDate, type Queryable } from "#server/store/database.ts";
import type { Interval } from "#shared/booking/availability.ts";
import type { EventType } from "#shared/booking/settings.ts";

export const ACTIVE_STATES = ["booked", "rescheduled"] as const;
export type BookingState = (typeof ACTIVE_STATES)[number] | "cancelled" | "held" | "no_show";

export interface NewBooking {
  readonly id: string;
  readonly enquiryId: string;
  readonly eventType: EventType;
  readonly consultantId: string;
  readonly startsAt: Date;
  readonly endsAt: Date;
  readonly blockedUntil: Date;
  readonly visitorZone: string;
  readonly createdAt: Date;
}

export interface Booking extends Omit<NewBooking, "consultantId"> {
  /** Undefined once the consultant's account was removed. */
  readonly consultantId: string | undefined;
  readonly state: BookingState;
  readonly sequence: number;
}

/**
 * The accounts bookings go round, in turn: those marked as consultants and not disabled, the one
 * with the fewest meetings to come first, then the one booked longest ago; with none marked, the
 * first administrator.
 */
export async function consultantsInTurn(q: Queryable, now: Date): Promise<string[]> {
  const marked = await q.query<{ id: string }>(
    `SELECT u.id FROM admin_users u
      WHERE u.is_consultant AND u.disabled_at IS NULL
      ORDER BY (SELECT COUNT(*) FROM bookings b
                 WHERE b.consultant_id = u.id AND b.state IN ('booked', 'rescheduled')
                   AND b.starts_at >= $1),
               (SELECT MAX(b.created_at) FROM bookings b WHERE b.consultant_id = u.id) NULLS FIRST,
               u.created_at, u.id`,
    [now.toISOString()],
  );
  if (marked.length > 0) return marked.map((row) => String(row.id));
  const first = await q.query<{ id: string }>(
    `SELECT id FROM admin_users WHERE role = 'administrator' AND disabled_at IS NULL
      ORDER BY created_at, id LIMIT 1`,
  );
  return first.map((row) => String(row.id));
}

/** A consultant's active meetings overlapping [from, to), each with the buffer kept after it. */
export async function activeMeetings(
  q: Queryable,
  consultantId: string,
  from: Date,
  to: Date,
): Promise<Interval[]> {
  const rows = await q.query(
    `SELECT starts_at, ends_at FROM bookings
      WHERE consultant_id = $1 AND state IN ('booked', 'rescheduled')
        AND starts_at < $3 AND blocked_until > $2
      ORDER BY starts_at`,
    [consultantId, from.toISOString(), to.toISOString()],
  );
  return rows.map((row) => ({ start: readDate(row.starts_at), end: readDate(row.ends_at) }));
}

export async function insertBooking(q: Queryable, booking: NewBooking): Promise<void> {
  await q.query(
    `INSERT INTO bookings (id, enquiry_id, event_type, consultant_id, starts_at, ends_at,
                           blocked_until, visitor_zone, state, sequence, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'booked', 0, $9, $9)`,
    [
      booking.id,
      booking.enquiryId,
      booking.eventType,
      booking.consultantId,
      booking.startsAt.toISOString(),
      booking.endsAt.toISOString(),
      booking.blockedUntil.toISOString(),
      booking.visitorZone,
      booking.createdAt.toISOString(),
    ],
  );
}

/**
 * Whether `error` is the database refusing a second active meeting of a consultant at that time:
 * PostgreSQL's unique (23505) or exclusion (23P01) violation on the bookings table, or SQLite's
 * unique constraint on it.
 */
export function isDoubleBooking(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const { code, constraint } = error as Error & { code?: unknown; constraint?: unknown };
  if (code === "23505" || code === "23P01") {
    return typeof constraint === "string" && constraint.startsWith("bookings_");
  }
  return /UNIQUE constraint failed: bookings\./.test(error.message);
}

function bookingOf(row: Record<string, unknown>): Booking {
  return {
    id: String(row.id),
    enquiryId: String(row.enquiry_id),
    eventType: row.event_type as EventType,
    consultantId: row.consultant_id === null ? undefined : String(row.consultant_id),
    startsAt: readDate(row.starts_at),
    endsAt: readDate(row.ends_at),
    blockedUntil: readDate(row.blocked_until),
    visitorZone: String(row.visitor_zone),
    state: row.state as BookingState,
    sequence: Number(row.sequence),
    createdAt: readDate(row.created_at),
  };
}

/** An enquiry's bookings, oldest first. */
export async function bookingsOfEnquiry(q: Queryable, enquiryId: string): Promise<Booking[]> {
  const rows = await q.query(
    "SELECT * FROM bookings WHERE enquiry_id = $1 ORDER BY created_at, id",
    [enquiryId],
  );
  return rows.map(bookingOf);
}

/** Every active booking of one event type starting at `start` (the concurrency test's count). */
export async function activeBookingsAt(q: Queryable, start: Date): Promise<Booking[]> {
  const rows = await q.query(
    "SELECT * FROM bookings WHERE starts_at = $1 AND state IN ('booked', 'rescheduled')",
    [start.toISOString()],
  );
  return rows.map(bookingOf);
}

export async function findBooking(q: Queryable, id: string): Promise<Booking | undefined> {
  const [row] = await q.query("SELECT * FROM bookings WHERE id = $1", [id]);
  return row ? bookingOf(row) : undefined;
}

/** The consultant's address and name as the invitation's organizer shows them. */
export async function consultantOf(
  q: Queryable,
  id: string,
): Promise<{ email: string; displayName: string | undefined } | undefined> {
  const [row] = await q.query("SELECT email, display_name FROM admin_users WHERE id = $1", [id]);
  if (!row) return undefined;
  return {
    email: String(row.email),
    displayName: row.display_name === null ? undefined : String(row.display_name),
  };
}
