/**
 * Bookings as the booking step stores them, for tests of what the team sees of them (the agenda,
 * the feed, a person's data, the report): an enquiry of the visitor's with one booking.
 */
import { randomUUID } from "node:crypto";
import { actionFor, type EnquiryKind } from "#shared/enquiries/kinds.ts";
import { createAdminUser } from "#server/accounts/users-store.ts";
import type { BookingState } from "#server/booking/store.ts";
import type { Database } from "#server/store/database.ts";
import { saveEnquiry } from "./enquiries.ts";

const MINUTE_MS = 60_000;

export async function addTeamMember(
  db: Database,
  email: string,
  { role, displayName }: { role?: "reviewer" | "recruiter"; displayName?: string } = {},
): Promise<string> {
  const id = randomUUID();
  await createAdminUser(db, {
    id,
    email,
    passwordHash: "scrypt$unused",
    role,
    displayName,
    createdAt: new Date(),
  });
  return id;
}

export interface SeededBooking {
  readonly bookingId: string;
  readonly enquiryId: string;
}

/**
 * A consultation enquiry from the visitor (or a candidate's application, `kind: "jobEnquiry"`, with
 * its interview day), booked at `start` for 30 minutes with `consultantId`.
 */
export async function seedBooking(
  db: Database,
  {
    start,
    consultantId,
    name = "Neha Joshi",
    email = "neha@example.com",
    company = "Joshi Foods",
    state = "booked",
    sequence = 0,
    kind = "consultation",
    spam = false,
    createdAt = new Date(start.getTime() - 3 * 24 * 60 * MINUTE_MS),
  }: {
    start: Date;
    consultantId: string | undefined;
    name?: string;
    email?: string;
    company?: string;
    state?: BookingState;
    sequence?: number;
    kind?: EnquiryKind;
    /** Held as spam (the booking step books none; a test may want one anyway). */
    spam?: boolean;
    createdAt?: Date;
  },
): Promise<SeededBooking> {
  const enquiryId = randomUUID();
  await saveEnquiry(
    db,
    {
      id: enquiryId,
      kind,
      action: actionFor(kind),
      fields: { name, email, companyName: company, projectDetails: "Our private plans." },
      submissionId: undefined,
      isSpam: spam,
      createdAt,
    },
    [],
  );
  const bookingId = randomUUID();
  // As the booking step stores it, then moved on to the state the test needs.
  await db.query(
    `INSERT INTO bookings (id, enquiry_id, event_type, consultant_id, starts_at, ends_at,
                           blocked_until, visitor_zone, state, sequence, created_at, updated_at)
     VALUES ($1, $2, $10, $3, $4, $5, $6, 'America/New_York', $7, $8, $9, $9)`,
    [
      bookingId,
      enquiryId,
      consultantId ?? null,
      start.toISOString(),
      new Date(start.getTime() + 30 * MINUTE_MS).toISOString(),
      new Date(start.getTime() + 45 * MINUTE_MS).toISOString(),
      state,
      sequence,
      createdAt.toISOString(),
      // A job application's booking is its interview day.
      kind === "jobEnquiry" ? "interview" : "consultation",
    ],
  );
  return { bookingId, enquiryId };
}
