-- Enquiries and their deliveries (the transactional outbox).
--
-- Portable SQL, run as is on PostgreSQL and SQLite. PostgreSQL gives UUID, TIMESTAMPTZ, JSONB and
-- BOOLEAN their native types; SQLite keeps the same values as text (times as ISO 8601 UTC, which
-- sort as times) and booleans as 0/1.

CREATE TABLE enquiries (
  id UUID PRIMARY KEY,
  kind TEXT NOT NULL,
  action TEXT NOT NULL,
  -- The validated fields only (unknown fields are dropped before storing).
  fields JSONB NOT NULL,
  -- The browser's retry key: a retried or double-clicked submit stores once.
  submission_id UUID UNIQUE,
  -- The honeypot was filled: kept for review, never delivered.
  is_spam BOOLEAN NOT NULL DEFAULT FALSE,
  created_at TIMESTAMPTZ NOT NULL
);

CREATE INDEX enquiries_by_created_at ON enquiries (created_at);

-- One row per enquiry and channel, written in the same transaction as the enquiry. Notifiers claim
-- due rows with a lease (claimed_by, claim_expires_at); a lease that expires (a crashed instance)
-- is claimed again.
CREATE TABLE deliveries (
  id UUID PRIMARY KEY,
  enquiry_id UUID NOT NULL REFERENCES enquiries (id) ON DELETE CASCADE,
  channel TEXT NOT NULL CHECK (channel IN ('email', 'webhook', 'autoreply')),
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at TIMESTAMPTZ NOT NULL,
  last_error TEXT,
  claimed_by TEXT,
  claim_expires_at TIMESTAMPTZ,
  sent_at TIMESTAMPTZ,
  created_at TIMESTAMPTZ NOT NULL,
  UNIQUE (enquiry_id, channel)
);

CREATE INDEX deliveries_due ON deliveries (status, next_attempt_at);
