/**
 * Scorecards and the attributes they rate (decision 028). An opening keeps its attributes in
 * order; an interview day (a booking of the booking engine, read here and never written) has a
 * scorecard per interviewer, one only, whatever the code checked (a unique index).
 */
import {
  RATINGS,
  RECOMMENDATIONS,
  type Rating,
  type Recommendation,
  type Scorecard,
  type ScorecardRating,
  type ScorecardSheet,
  type ScorecardSummary,
} from "#shared/hiring/scorecards.ts";
import { readDate, readJson, type Queryable } from "#server/store/database.ts";

export async function attributesOf(db: Queryable, openingId: string): Promise<string[]> {
  const [row] = await db.query("SELECT scorecard_attributes FROM openings WHERE id = $1", [
    openingId,
  ]);
  return row ? (readJson(row.scorecard_attributes) as string[]) : [];
}

/** Answers false when there is no such opening. */
export async function setAttributes(
  db: Queryable,
  openingId: string,
  names: readonly string[],
): Promise<boolean> {
  const set = await db.query(
    "UPDATE openings SET scorecard_attributes = $2 WHERE id = $1 RETURNING id",
    [openingId, JSON.stringify(names)],
  );
  return set.length > 0;
}

/** An interview day with its candidate, opening and interviewer: the sheet's day, with who scores it. */
export interface Interview extends Pick<
  ScorecardSheet,
  "bookingId" | "enquiryId" | "candidateName" | "opening" | "startsAt" | "endsAt" | "cancelled"
> {
  /** Its interviewers (the booking's one taker); none once their account was removed. */
  readonly interviewers: readonly InterviewerRef[];
}

export interface InterviewerRef {
  readonly id: string;
  readonly email: string;
  readonly name: string | undefined;
}

const optional = (value: unknown) => (value === null || value === undefined ? undefined : value);

export async function findInterview(
  db: Queryable,
  bookingId: string,
): Promise<Interview | undefined> {
  const [row] = await db.query(
    `SELECT b.id, b.enquiry_id, b.starts_at, b.ends_at, b.state, e.fields, o.id AS opening_id,
       o.title, u.id AS interviewer_id, u.email, u.display_name
     FROM bookings b
     JOIN enquiries e ON e.id = b.enquiry_id
     LEFT JOIN job_applications a ON a.enquiry_id = b.enquiry_id
     LEFT JOIN openings o ON o.id = a.opening_id
     LEFT JOIN admin_users u ON u.id = b.consultant_id
     WHERE b.id = $1 AND b.event_type = 'interview'`,
    [bookingId],
  );
  if (!row) return undefined;
  const fields = readJson(row.fields) as Record<string, string>;
  const interviewerId = optional(row.interviewer_id);
  return {
    bookingId: String(row.id),
    enquiryId: String(row.enquiry_id),
    candidateName: fields.name ?? "",
    opening:
      optional(row.opening_id) === undefined
        ? undefined
        : { id: String(row.opening_id), title: String(row.title) },
    startsAt: readDate(row.starts_at),
    endsAt: readDate(row.ends_at),
    cancelled: String(row.state) === "cancelled",
    interviewers:
      interviewerId === undefined
        ? []
        : [
            {
              id: String(interviewerId),
              email: String(row.email),
              name: optional(row.display_name) === undefined ? undefined : String(row.display_name),
            },
          ],
  };
}

export interface StoredScorecard extends Scorecard {
  readonly interviewerId: string | undefined;
}

export async function scorecardsOf(db: Queryable, bookingId: string): Promise<StoredScorecard[]> {
  const rows = await db.query(
    `SELECT s.interviewer_id, s.ratings, s.recommendation, s.notes, s.submitted_at, s.updated_at,
       u.email, u.display_name
     FROM scorecards s LEFT JOIN admin_users u ON u.id = s.interviewer_id
     WHERE s.booking_id = $1
     ORDER BY s.submitted_at`,
    [bookingId],
  );
  return rows.map((row) => ({
    interviewerId:
      optional(row.interviewer_id) === undefined ? undefined : String(row.interviewer_id),
    interviewer:
      optional(row.display_name) === undefined
        ? optional(row.email) === undefined
          ? undefined
          : String(row.email)
        : String(row.display_name),
    interviewerEmail: optional(row.email) === undefined ? undefined : String(row.email),
    ratings: readJson(row.ratings) as ScorecardRating[],
    recommendation: String(row.recommendation) as Recommendation,
    notes: String(row.notes),
    submittedAt: readDate(row.submitted_at),
    updatedAt: readDate(row.updated_at),
  }));
}

export interface ScorecardWrite {
  readonly bookingId: string;
  readonly interviewerId: string;
  readonly ratings: readonly { readonly attribute: string; readonly rating: Rating }[];
  readonly recommendation: Recommendation;
  readonly notes: string;
  readonly at: Date;
}

/**
 * Writes the interviewer's scorecard of the interview: the first submit adds it, a later one
 * replaces what it says (the unique index makes a second row impossible either way).
 */
export async function saveScorecard(
  db: Queryable,
  card: ScorecardWrite,
): Promise<"saved" | "updated"> {
  const [existing] = await db.query(
    "SELECT 1 AS found FROM scorecards WHERE booking_id = $1 AND interviewer_id = $2",
    [card.bookingId, card.interviewerId],
  );
  await db.query(
    `INSERT INTO scorecards
       (booking_id, interviewer_id, ratings, recommendation, notes, submitted_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $6)
     ON CONFLICT (booking_id, interviewer_id) DO UPDATE SET ratings = excluded.ratings,
       recommendation = excluded.recommendation, notes = excluded.notes,
       updated_at = excluded.updated_at`,
    [
      card.bookingId,
      card.interviewerId,
      JSON.stringify(card.ratings),
      card.recommendation,
      card.notes,
      card.at.toISOString(),
    ],
  );
  return existing ? "updated" : "saved";
}

export const isRating = (value: number): value is Rating =>
  (RATINGS as readonly number[]).includes(value);

/**
 * The scorecards of each application's interview days (booked, moved or held; a cancelled one or
 * a no-show expects none): one expected per interviewer, by enquiry id. An application without
 * interview days has no entry.
 */
export async function scorecardSummaries(
  db: Queryable,
  enquiryIds: readonly string[],
): Promise<Map<string, ScorecardSummary>> {
  const summaries = new Map<string, ScorecardSummary>();
  if (enquiryIds.length === 0) return summaries;
  const placeholders = enquiryIds.map((_, index) => `$${index + 1}`).join(", ");
  const rows = await db.query(
    `SELECT b.enquiry_id, u.email, u.display_name, s.recommendation
     FROM bookings b
     JOIN admin_users u ON u.id = b.consultant_id
     LEFT JOIN scorecards s ON s.booking_id = b.id AND s.interviewer_id = b.consultant_id
     WHERE b.event_type = 'interview' AND b.state IN ('booked', 'rescheduled', 'held')
       AND b.enquiry_id IN (${placeholders})
     ORDER BY b.starts_at, b.id`,
    [...enquiryIds],
  );
  const grouped = Map.groupBy(rows, (row) => String(row.enquiry_id));
  for (const [enquiryId, interviews] of grouped) {
    const given = interviews
      .map((row) => optional(row.recommendation))
      .filter((value) => value !== undefined)
      .map((value) => String(value) as Recommendation);
    summaries.set(enquiryId, {
      expected: interviews.length,
      submitted: given.length,
      recommendations: [...RECOMMENDATIONS]
        .reverse()
        .map((recommendation) => ({
          recommendation,
          count: given.filter((value) => value === recommendation).length,
        }))
        .filter((entry) => entry.count > 0),
      missing: interviews
        .filter((row) => optional(row.recommendation) === undefined)
        .map((row) =>
          optional(row.display_name) === undefined ? String(row.email) : String(row.display_name),
        ),
    });
  }
  return summaries;
}

/** Whether the interviewer has submitted their scorecard of the interview day. */
export async function hasScorecard(
  db: Queryable,
  bookingId: string,
  interviewerId: string,
): Promise<boolean> {
  const [row] = await db.query(
    "SELECT 1 AS found FROM scorecards WHERE booking_id = $1 AND interviewer_id = $2",
    [bookingId, interviewerId],
  );
  return row !== undefined;
}
