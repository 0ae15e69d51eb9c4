-- Issue 32: a booking's life cycle. The link in each of a booking's e-mails opens its page to move
-- or cancel it (/book/manage/<token>). Only the token's SHA-256 is kept: the database alone
-- cannot open a booking. A link serves the version of the booking (its invitation's SEQUENCE) it
-- was mailed with, so a link from before a change is spent. Erasing the enquiry erases them.
CREATE TABLE booking_links (
  token_hash TEXT PRIMARY KEY,
  booking_id UUID NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
  sequence INTEGER NOT NULL,
  created_at TIMESTAMPTZ NOT NULL
);

CREATE INDEX booking_links_by_booking ON booking_links (booking_id);

-- Why the team cancelled a meeting (empty when the visitor did), for the agenda.
ALTER TABLE bookings ADD COLUMN cancel_reason TEXT NOT NULL DEFAULT '';
