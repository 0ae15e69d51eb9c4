/**
 * The bookings table: who may be booked, what stands in their calendar, and a new booking. The
 * database is the referee of double bookings: a unique index on a consultant's active starts (both
 * databases) and, on PostgreSQL, an exclusion constraint on overlapping meetings with their buffer.
 */
import { createHash, randomBytes } from "node:crypto";
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
  /** Why the team cancelled it; empty when the visitor did, or it stands. */
  readonly cancelReason: string;
}

export const isActive = (state: BookingState) =>
  (ACTIVE_STATES as readonly BookingState[]).includes(state);

/** Who takes an event type's meetings: the accounts marked for it, else the role that does. */
const TAKERS: Readonly<Record<EventType, { readonly marked: string; readonly role: string }>> = {
  consultation: { marked: "is_consultant", role: "administrator" },
  interview: { marked: "is_interviewer", role: "recruiter" },
};

/**
 * The accounts an event type's bookings go round, in turn: those marked for it (consultants,
 * interviewers) and not disabled, the one with the fewest meetings to come first, then the one
 * booked longest ago; with none marked, the recruiters for an interview day, and the first
 * administrator.
 */
export async function consultantsInTurn(
  q: Queryable,
  now: Date,
  eventType: EventType = "consultation",
): Promise<string[]> {
  const takers = TAKERS[eventType];
  const inTurn = (which: string) =>
    q.query<{ id: string }>(
      `SELECT u.id FROM admin_users u
        WHERE ${which} AND u.disabled_at IS NULL
        ORDER BY (SELECT COUNT(*) FROM bookings b
                   WHERE b.consultant_id = u.id AND b.state IN ('booked', 'rescheduled')
                     AND b.starts_at >= $1),
                 (SELECT MAX(b.created_at) FROM bookings b WHERE b.consultant_id = u.id) NULLS FIRST,
                 u.created_at, u.id`,
      [now.toISOString()],
    );
  const marked = await inTurn(`u.${takers.marked}`);
  if (marked.length > 0) return marked.map((row) => String(row.id));
  if (takers.role !== "administrator") {
    const role = await inTurn(`u.role = '${takers.role}'`);
    if (role.length > 0) return role.map((row) => String(row.id));
  }
  const first = await q.query<{ id: string }>(
    `SELECT id FROM admin_users WHERE role = 'administrator' AND disabled_at IS NULL
      ORDER BY created_at, id LIMIT 1`,
  );
  return first.map((row) => String(row.id));
}

/**
 * A consultant's active meetings overlapping [from, to), each with the buffer kept after it;
 * `except` leaves one booking out (the one being moved must not stand in its own way).
 */
export async function activeMeetings(
  q: Queryable,
  consultantId: string,
  from: Date,
  to: Date,
  except?: string,
): Promise<Interval[]> {
  const rows = await q.query(
    `SELECT starts_at, ends_at FROM bookings
      WHERE consultant_id = $1 AND state IN ('booked', 'rescheduled')
        AND starts_at < $3 AND blocked_until > $2 AND CAST(id AS TEXT) <> $4
      ORDER BY starts_at`,
    [consultantId, from.toISOString(), to.toISOString(), except ?? ""],
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
    cancelReason: String(row.cancel_reason ?? ""),
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

/**
 * Moves a booking to another time (and consultant), as the next version of its invitation: state
 * `rescheduled`, SEQUENCE one higher. Only while it is active and still at the version `seen`;
 * answers false otherwise. The bookings table's constraints judge the new time as an insert's.
 */
export async function moveBooking(
  q: Queryable,
  move: {
    readonly id: string;
    readonly seen: number;
    readonly consultantId: string;
    readonly startsAt: Date;
    readonly endsAt: Date;
    readonly blockedUntil: Date;
    readonly now: Date;
  },
): Promise<boolean> {
  const moved = await q.query(
    `UPDATE bookings
        SET consultant_id = $3, starts_at = $4, ends_at = $5, blocked_until = $6,
            state = 'rescheduled', sequence = sequence + 1, updated_at = $7
      WHERE id = $1 AND sequence = $2 AND state IN ('booked', 'rescheduled')
      RETURNING id`,
    [
      move.id,
      move.seen,
      move.consultantId,
      move.startsAt.toISOString(),
      move.endsAt.toISOString(),
      move.blockedUntil.toISOString(),
      move.now.toISOString(),
    ],
  );
  return moved.length > 0;
}

/** Cancels an active booking still at version `seen`: SEQUENCE one higher. False otherwise. */
export async function cancelStoredBooking(
  q: Queryable,
  cancel: {
    readonly id: string;
    readonly seen: number;
    readonly reason: string;
    readonly now: Date;
  },
): Promise<boolean> {
  const cancelled = await q.query(
    `UPDATE bookings
        SET state = 'cancelled', sequence = sequence + 1, cancel_reason = $3, updated_at = $4
      WHERE id = $1 AND sequence = $2 AND state IN ('booked', 'rescheduled')
      RETURNING id`,
    [cancel.id, cancel.seen, cancel.reason, cancel.now.toISOString()],
  );
  return cancelled.length > 0;
}

/**
 * Records how an active meeting went (held, or the visitor did not come). The invitation does
 * not change, so neither does its SEQUENCE. False when it was not active.
 */
export async function closeStoredBooking(
  q: Queryable,
  close: { readonly id: string; readonly state: "held" | "no_show"; readonly now: Date },
): Promise<boolean> {
  const closed = await q.query(
    `UPDATE bookings SET state = $2, updated_at = $3
      WHERE id = $1 AND state IN ('booked', 'rescheduled')
      RETURNING id`,
    [close.id, close.state, close.now.toISOString()],
  );
  return closed.length > 0;
}

/** A manage link's token: 256 random bits, written for a URL. */
const newToken = () => randomBytes(32).toString("base64url");
const tokenHash = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * A new link for one version of a booking, made as its e-mail is written: the token goes into
 * the mail, only its hash into the database.
 */
export async function issueManageToken(
  q: Queryable,
  bookingId: string,
  sequence: number,
  now: Date,
): Promise<string> {
  const token = newToken();
  await q.query(
    `INSERT INTO booking_links (token_hash, booking_id, sequence, created_at)
     VALUES ($1, $2, $3, $4)`,
    [tokenHash(token), bookingId, sequence, now.toISOString()],
  );
  return token;
}

/**
 * The booking a manage link opens, and the version it was mailed with; undefined for a token no
 * mail carried.
 */
export async function bookingOfToken(
  q: Queryable,
  token: string,
): Promise<{ booking: Booking; sequence: number } | undefined> {
  if (token.length === 0 || token.length > 100) return undefined;
  const [row] = await q.query(
    `SELECT b.*, l.sequence AS link_sequence FROM booking_links l
       JOIN bookings b ON b.id = l.booking_id
      WHERE l.token_hash = $1`,
    [tokenHash(token)],
  );
  return row ? { booking: bookingOf(row), sequence: Number(row.link_sequence) } : undefined;
}

/**
 * What the free times read from the store, as a version: the bookings (how many, the latest
 * change: a booking made, moved or changing state) and the consultants in turn at `now`. Equal
 * versions mean the same meetings taken by the same people.
 */
export async function freeTimesVersion(q: Queryable, now: Date): Promise<string> {
  const [row] = await q.query<{ count: unknown; latest: unknown }>(
    "SELECT COUNT(*) AS count, MAX(updated_at) AS latest FROM bookings",
  );
  const latest = row?.latest === null ? "" : readDate(row?.latest as string).toISOString();
  const takers = await consultantsInTurn(q, now);
  return `${Number(row?.count ?? 0)}|${latest}|${takers.join(",")}`;
}
