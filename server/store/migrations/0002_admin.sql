-- The team's inbox: admin accounts and their sessions, failed sign-ins (for the lockout), and
-- the team's review of each enquiry (status, private note, history of status changes).
--
-- Portable SQL, like 0001. An enquiry without a review row is "new", or "spam" when its honeypot
-- was filled, so storing an enquiry needs no change here.

CREATE TABLE admin_users (
  id UUID PRIMARY KEY,
  -- Lower-cased: signing in ignores the case of the address.
  email TEXT NOT NULL UNIQUE,
  -- "scrypt$N$r$p$salt$hash" (base64): the parameters travel with the hash.
  password_hash TEXT NOT NULL,
  created_at TIMESTAMPTZ NOT NULL
);

CREATE TABLE admin_sessions (
  -- SHA-256 of the cookie's token: a copy of this table cannot be replayed as cookies.
  token_hash TEXT PRIMARY KEY,
  user_id UUID NOT NULL REFERENCES admin_users (id) ON DELETE CASCADE,
  csrf_token TEXT NOT NULL,
  created_at TIMESTAMPTZ NOT NULL,
  expires_at TIMESTAMPTZ NOT NULL
);

CREATE INDEX admin_sessions_by_user ON admin_sessions (user_id);
CREATE INDEX admin_sessions_by_expiry ON admin_sessions (expires_at);

-- One row per failed sign-in and throttle key ("ip:…", "account:…"); rows older than the
-- lockout window are deleted as new failures arrive.
CREATE TABLE admin_sign_in_failures (
  id UUID PRIMARY KEY,
  throttle_key TEXT NOT NULL,
  failed_at TIMESTAMPTZ NOT NULL
);

CREATE INDEX admin_sign_in_failures_by_key ON admin_sign_in_failures (throttle_key, failed_at);

CREATE TABLE enquiry_reviews (
  enquiry_id UUID PRIMARY KEY REFERENCES enquiries (id) ON DELETE CASCADE,
  -- NULL until someone sets it: then "new", or "spam" for a honeypot catch.
  status TEXT CHECK (status IN ('new', 'in-progress', 'handled', 'spam')),
  note TEXT NOT NULL DEFAULT '',
  note_updated_by TEXT,
  note_updated_at TIMESTAMPTZ
);

CREATE INDEX enquiry_reviews_by_status ON enquiry_reviews (status);

CREATE TABLE enquiry_status_changes (
  id UUID PRIMARY KEY,
  enquiry_id UUID NOT NULL REFERENCES enquiries (id) ON DELETE CASCADE,
  from_status TEXT NOT NULL,
  to_status TEXT NOT NULL,
  -- The team member's e-mail address at the time.
  changed_by TEXT NOT NULL,
  changed_at TIMESTAMPTZ NOT NULL
);

CREATE INDEX enquiry_status_changes_by_enquiry ON enquiry_status_changes (enquiry_id, changed_at);
