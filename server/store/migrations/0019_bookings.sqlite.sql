-- Issue 32: bookings (the free consultation; the interview day later). SQLite's half; the
-- PostgreSQL half adds an exclusion constraint against overlapping meetings.

-- Bookings go round the accounts marked as consultants; with none, to the first administrator.
ALTER TABLE admin_users ADD COLUMN is_consultant BOOLEAN NOT NULL DEFAULT FALSE;

-- A meeting booked for an enquiry (a consultation's booking belongs to its enquiry). Active while
-- booked or rescheduled; cancelled, held and no-show ones keep their row for the agenda.
CREATE TABLE bookings (
  id UUID PRIMARY KEY,
  enquiry_id UUID NOT NULL REFERENCES enquiries (id) ON DELETE CASCADE,
  event_type TEXT NOT NULL CHECK (event_type IN ('consultation')),
  -- Kept, without its consultant, when the account is removed: the agenda shows it unassigned.
  consultant_id UUID REFERENCES admin_users (id) ON DELETE SET NULL,
  starts_at TIMESTAMPTZ NOT NULL,
  ends_at TIMESTAMPTZ NOT NULL,
  -- The end of the buffer kept after the meeting: no other meeting of the consultant starts before.
  blocked_until TIMESTAMPTZ NOT NULL,
  -- The zone the visitor chose, so every e-mail shows their time.
  visitor_zone TEXT NOT NULL,
  state TEXT NOT NULL DEFAULT 'booked'
    CHECK (state IN ('booked', 'rescheduled', 'cancelled', 'held', 'no_show')),
  -- The invitation's SEQUENCE: one higher at every reschedule and at the cancellation.
  sequence INTEGER NOT NULL DEFAULT 0,
  created_at TIMESTAMPTZ NOT NULL,
  updated_at TIMESTAMPTZ NOT NULL,
  CHECK (starts_at < ends_at AND ends_at <= blocked_until)
);

-- No double booking, whatever the application checked: one active meeting per consultant and start.
CREATE UNIQUE INDEX bookings_one_per_start ON bookings (consultant_id, starts_at)
  WHERE state IN ('booked', 'rescheduled');
CREATE INDEX bookings_by_enquiry ON bookings (enquiry_id);
CREATE INDEX bookings_by_start ON bookings (starts_at);

-- The outbox gains the booking's mail to the visitor with its invitation (`topic`: the booking's
-- id and the invitation's SEQUENCE). A CHECK constraint cannot be altered portably, so the table
-- is copied, every column carried, as 0016 did.
CREATE TABLE deliveries_next (
  id UUID PRIMARY KEY,
  enquiry_id UUID NOT NULL REFERENCES enquiries (id) ON DELETE CASCADE,
  channel TEXT NOT NULL CHECK (channel IN (
    'email', 'webhook', 'autoreply', 'reply', 'assignment', 'reminder', 'reminder-webhook',
    'mention', 'booking')),
  topic TEXT NOT NULL DEFAULT '',
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at TIMESTAMPTZ NOT NULL,
  last_error TEXT,
  claimed_by TEXT,
  claim_expires_at TIMESTAMPTZ,
  sent_at TIMESTAMPTZ,
  created_at TIMESTAMPTZ NOT NULL,
  UNIQUE (enquiry_id, channel, topic)
);

INSERT INTO deliveries_next (id, enquiry_id, channel, topic, status, attempts, next_attempt_at,
    last_error, claimed_by, claim_expires_at, sent_at, created_at)
  SELECT id, enquiry_id, channel, topic, status, attempts, next_attempt_at, last_error,
         claimed_by, claim_expires_at, sent_at, created_at
    FROM deliveries;

DROP TABLE deliveries;

ALTER TABLE deliveries_next RENAME TO deliveries;

CREATE INDEX deliveries_due ON deliveries (status, next_attempt_at);
