/**
 * The bookings table learns the interview day (issue 33, decision 027), on SQLite and PostgreSQL:
 * every booking keeps every column, the manage links in mails already sent keep opening their
 * booking (SQLite copies the table, whose drop would take them along), the double-booking index
 * still holds, and an interview can be stored.
 */
import { afterAll, describe, expect, it } from "vitest";
import { startTestDatabases } from "#server/test-support/databases.ts";
import { migrationsBefore, openUnmigrated } from "#server/test-support/migrations-before.ts";
import { migrate } from "./migrate.ts";

const databases = await startTestDatabases();
const before = migrationsBefore("0025");
afterAll(() => databases.dispose());

const at = "2030-01-15T04:30:00.000Z";
const ENQUIRY = "0b7c1f5e-2a4d-4c1e-9a53-3f1a2b3c4d5e";
const BOOKING = "5d0e8c1a-7b2f-4e3d-8a61-2c4b6d8e0f1a";

const insertBooking = (eventType: string, id: string, start: string) => {
  const end = new Date(new Date(start).getTime() + 30 * 60_000).toISOString();
  return [
    `INSERT INTO bookings (id, enquiry_id, event_type, consultant_id, starts_at, ends_at,
       blocked_until, visitor_zone, state, sequence, created_at, updated_at, cancel_reason)
     VALUES ($1, $2, $3, NULL, $4, $6, $6, 'Asia/Kolkata', 'rescheduled', 2, $5, $5, 'kept')`,
    [id, ENQUIRY, eventType, start, at, end],
  ] as const;
};

describe.each(databases.all)("the interview migration on $name", (target) => {
  it("keeps every booking and its links, and takes interviews", async () => {
    const db = openUnmigrated(await target.fresh());
    try {
      await migrate(db, before);
      await db.query(
        `INSERT INTO enquiries (id, kind, action, fields, is_spam, created_at, status)
         VALUES ($1, 'consultation', 'consultation', '{}', FALSE, $2, 'open')`,
        [ENQUIRY, at],
      );
      await db.query(...insertBooking("consultation", BOOKING, "2030-01-20T04:30:00.000Z"));
      await db.query(
        "INSERT INTO booking_links (token_hash, booking_id, sequence, created_at) VALUES ('h', $1, 2, $2)",
        [BOOKING, at],
      );

      expect(await migrate(db)).toContain(25);

      const [booking] = await db.query(
        "SELECT event_type, state, sequence, cancel_reason, visitor_zone FROM bookings",
      );
      expect(booking).toMatchObject({
        event_type: "consultation",
        state: "rescheduled",
        cancel_reason: "kept",
        visitor_zone: "Asia/Kolkata",
      });
      expect(Number(booking!.sequence)).toBe(2);
      const links = await db.query("SELECT booking_id FROM booking_links");
      expect(links.map((row) => String(row.booking_id))).toEqual([BOOKING]);

      const interview = crypto.randomUUID();
      await db.query(...insertBooking("interview", interview, "2030-01-21T04:30:00.000Z"));
      await expect(
        db.query(...insertBooking("lunch", crypto.randomUUID(), "2030-01-22T04:30:00.000Z")),
      ).rejects.toThrow();
    } finally {
      await db.close();
    }
  });
});
