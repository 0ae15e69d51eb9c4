-- Issue 32: each consultant's private calendar feed (GET /calendar/<token>.ics), which their own
-- calendar subscribes to. Only the token's SHA-256 is kept: the address is shown once. Making a
-- new address replaces the row, so the old one stops answering. Portable SQL, like 0001.
CREATE TABLE calendar_feeds (
  user_id UUID PRIMARY KEY REFERENCES admin_users (id) ON DELETE CASCADE,
  token_hash TEXT NOT NULL UNIQUE,
  created_at TIMESTAMPTZ NOT NULL
);
