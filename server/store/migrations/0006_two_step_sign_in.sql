-- Two-step sign-in (TOTP). An account's secret once it has enrolled, and the last time step a
-- code was accepted for, so that each code signs in once; its single-use recovery codes; and the
-- sign-ins whose password was right and which wait for their code (or for enrolment).

ALTER TABLE admin_users ADD COLUMN totp_secret TEXT;
ALTER TABLE admin_users ADD COLUMN totp_last_step BIGINT;

CREATE TABLE admin_recovery_codes (
  id UUID PRIMARY KEY,
  user_id UUID NOT NULL REFERENCES admin_users (id) ON DELETE CASCADE,
  -- SHA-256 of the code without its hyphen: the codes are random, so a fast hash is enough.
  code_hash TEXT NOT NULL,
  used_at TIMESTAMPTZ
);

CREATE INDEX admin_recovery_codes_by_user ON admin_recovery_codes (user_id);

CREATE TABLE admin_sign_in_challenges (
  -- SHA-256 of the cookie's token, as for sessions.
  token_hash TEXT PRIMARY KEY,
  user_id UUID NOT NULL REFERENCES admin_users (id) ON DELETE CASCADE,
  -- Set while the account enrols: the secret offered to its authenticator app.
  enrolment_secret TEXT,
  expires_at TIMESTAMPTZ NOT NULL
);

CREATE INDEX admin_sign_in_challenges_by_expiry ON admin_sign_in_challenges (expires_at);
