-- Issue 33: candidates book their interview day (decision 027). SQLite's half: a CHECK constraint
-- cannot be altered, so the bookings table is copied, every column, index and constraint carried
-- (as 0019 copied the deliveries), with 'interview' a second event type. Dropping the old table
-- deletes its rows first, and its manage links with them (ON DELETE CASCADE), so the links are
-- kept aside and put back.

CREATE TABLE booking_links_kept AS SELECT * FROM booking_links;

CREATE TABLE bookings_next (
  id UUID PRIMARY KEY,
  enquiry_id UUID NOT NULL REFERENCES enquiries (id) ON DELETE CASCADE,
  event_type TEXT NOT NULL CHECK (event_type IN ('consultation', 'interview')),
  consultant_id UUID REFERENCES admin_users (id) ON DELETE SET NULL,
  starts_at TIMESTAMPTZ NOT NULL,
  ends_at TIMESTAMPTZ NOT NULL,
  blocked_until TIMESTAMPTZ NOT NULL,
  visitor_zone TEXT NOT NULL,
  state TEXT NOT NULL DEFAULT 'booked'
    CHECK (state IN ('booked', 'rescheduled', 'cancelled', 'held', 'no_show')),
  sequence INTEGER NOT NULL DEFAULT 0,
  created_at TIMESTAMPTZ NOT NULL,
  updated_at TIMESTAMPTZ NOT NULL,
  cancel_reason TEXT NOT NULL DEFAULT '',
  CHECK (starts_at < ends_at AND ends_at <= blocked_until)
);

INSERT INTO bookings_next (id, enquiry_id, event_type, consultant_id, starts_at, ends_at,
    blocked_until, visitor_zone, state, sequence, created_at, updated_at, cancel_reason)
  SELECT id, enquiry_id, event_type, consultant_id, starts_at, ends_at, blocked_until,
         visitor_zone, state, sequence, created_at, updated_at, cancel_reason
    FROM bookings;

DROP TABLE bookings;

ALTER TABLE bookings_next RENAME TO bookings;

CREATE UNIQUE INDEX bookings_one_per_start ON bookings (consultant_id, starts_at)
  WHERE state IN ('booked', 'rescheduled');
CREATE INDEX bookings_by_enquiry ON bookings (enquiry_id);
CREATE INDEX bookings_by_start ON bookings (starts_at);

INSERT INTO booking_links (token_hash, booking_id, sequence, created_at)
  SELECT token_hash, booking_id, sequence, created_at FROM booking_links_kept;
DROP TABLE booking_links_kept;

-- Interview days go round the accounts marked as interviewers; with none, to the recruiters.
ALTER TABLE admin_users ADD COLUMN is_interviewer BOOLEAN NOT NULL DEFAULT FALSE;

-- A candidate's personal link to book their interview day, mailed when a recruiter moves their
-- card to the interview stage. Only the token's SHA-256 is kept; it books once, until it expires,
-- and a newer link for the same application replaces it. Erasing the application erases it.
CREATE TABLE interview_links (
  token_hash TEXT PRIMARY KEY,
  enquiry_id UUID NOT NULL REFERENCES enquiries (id) ON DELETE CASCADE,
  expires_at TIMESTAMPTZ NOT NULL,
  -- The booking it made; a used link books no second one.
  booking_id UUID REFERENCES bookings (id) ON DELETE SET NULL,
  used_at TIMESTAMPTZ,
  created_at TIMESTAMPTZ NOT NULL
);

CREATE INDEX interview_links_by_enquiry ON interview_links (enquiry_id);
