-- Issue 33: candidates book their interview day (decision 027). PostgreSQL's half: the bookings'
-- event type CHECK allows 'interview' (PostgreSQL alters a constraint in place; SQLite copies).

ALTER TABLE bookings DROP CONSTRAINT bookings_event_type_check;
ALTER TABLE bookings ADD CONSTRAINT bookings_event_type_check
  CHECK (event_type IN ('consultation', 'interview'));

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
