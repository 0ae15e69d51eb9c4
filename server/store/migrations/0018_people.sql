-- Issue 31: the team's people, managed in the browser. Portable SQL, like 0001.

-- The name shown wherever a person appears (owner, timeline, the From of a reply); accounts made
-- before it show the part of their address before the @.
ALTER TABLE admin_users ADD COLUMN display_name TEXT;
-- Shown on the people screen.
ALTER TABLE admin_users ADD COLUMN last_sign_in_at TIMESTAMPTZ;

-- An administrator's invitation: a single-use link (only its SHA-256 is kept) valid 48 hours.
-- Accepting it makes the account; resending replaces the token, so the old link dies.
CREATE TABLE admin_invitations (
  id UUID PRIMARY KEY,
  email TEXT NOT NULL,
  display_name TEXT NOT NULL,
  role TEXT NOT NULL CHECK (role IN ('administrator', 'reviewer', 'recruiter')),
  token_hash TEXT NOT NULL UNIQUE,
  invited_by TEXT NOT NULL,
  created_at TIMESTAMPTZ NOT NULL,
  expires_at TIMESTAMPTZ NOT NULL,
  accepted_at TIMESTAMPTZ,
  withdrawn_at TIMESTAMPTZ
);

-- One open invitation per address: inviting again resends it.
CREATE UNIQUE INDEX admin_invitations_open ON admin_invitations (email)
  WHERE accepted_at IS NULL AND withdrawn_at IS NULL;

-- A forgotten password's single-use link (only its SHA-256 is kept), valid 30 minutes.
CREATE TABLE admin_password_resets (
  token_hash TEXT PRIMARY KEY,
  user_id UUID NOT NULL REFERENCES admin_users (id) ON DELETE CASCADE,
  created_at TIMESTAMPTZ NOT NULL,
  expires_at TIMESTAMPTZ NOT NULL,
  used_at TIMESTAMPTZ
);

CREATE INDEX admin_password_resets_by_user ON admin_password_resets (user_id);
