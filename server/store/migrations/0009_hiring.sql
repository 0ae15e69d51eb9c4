-- Hiring through the site: the recruiter role, the openings the team publishes, each job
-- application's opening and stage, the stage history, and the CV sent with an application.
-- Portable SQL, like 0001.

-- The recruiter role (openings and job applications). A CHECK constraint cannot be altered
-- portably, so admin_users is copied. Its three dependants are copied aside and back around the
-- drop: on SQLite, dropping a parent deletes its children's rows through ON DELETE CASCADE, and on
-- PostgreSQL a referenced table cannot be dropped at all.
CREATE TABLE admin_users_next (
  id UUID PRIMARY KEY,
  email TEXT NOT NULL UNIQUE,
  password_hash TEXT NOT NULL,
  created_at TIMESTAMPTZ NOT NULL,
  role TEXT NOT NULL DEFAULT 'administrator'
    CHECK (role IN ('administrator', 'reviewer', 'recruiter')),
  disabled_at TIMESTAMPTZ,
  totp_secret TEXT,
  totp_last_step BIGINT
);

INSERT INTO admin_users_next
  (id, email, password_hash, created_at, role, disabled_at, totp_secret, totp_last_step)
  SELECT id, email, password_hash, created_at, role, disabled_at, totp_secret, totp_last_step
  FROM admin_users;

CREATE TABLE admin_sessions_kept AS SELECT * FROM admin_sessions;
CREATE TABLE admin_recovery_codes_kept AS SELECT * FROM admin_recovery_codes;
CREATE TABLE admin_sign_in_challenges_kept AS SELECT * FROM admin_sign_in_challenges;
DROP TABLE admin_sessions;
DROP TABLE admin_recovery_codes;
DROP TABLE admin_sign_in_challenges;
DROP TABLE admin_users;
ALTER TABLE admin_users_next RENAME TO admin_users;

CREATE TABLE admin_sessions (
  token_hash TEXT PRIMARY KEY,
  user_id UUID NOT NULL REFERENCES admin_users (id) ON DELETE CASCADE,
  csrf_token TEXT NOT NULL,
  created_at TIMESTAMPTZ NOT NULL,
  expires_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX admin_sessions_by_user ON admin_sessions (user_id);
CREATE INDEX admin_sessions_by_expiry ON admin_sessions (expires_at);
INSERT INTO admin_sessions (token_hash, user_id, csrf_token, created_at, expires_at)
  SELECT token_hash, user_id, csrf_token, created_at, expires_at FROM admin_sessions_kept;

CREATE TABLE admin_recovery_codes (
  id UUID PRIMARY KEY,
  user_id UUID NOT NULL REFERENCES admin_users (id) ON DELETE CASCADE,
  code_hash TEXT NOT NULL,
  used_at TIMESTAMPTZ
);
CREATE INDEX admin_recovery_codes_by_user ON admin_recovery_codes (user_id);
INSERT INTO admin_recovery_codes (id, user_id, code_hash, used_at)
  SELECT id, user_id, code_hash, used_at FROM admin_recovery_codes_kept;

CREATE TABLE admin_sign_in_challenges (
  token_hash TEXT PRIMARY KEY,
  user_id UUID NOT NULL REFERENCES admin_users (id) ON DELETE CASCADE,
  enrolment_secret TEXT,
  expires_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX admin_sign_in_challenges_by_expiry ON admin_sign_in_challenges (expires_at);
INSERT INTO admin_sign_in_challenges (token_hash, user_id, enrolment_secret, expires_at)
  SELECT token_hash, user_id, enrolment_secret, expires_at FROM admin_sign_in_challenges_kept;

DROP TABLE admin_sessions_kept;
DROP TABLE admin_recovery_codes_kept;
DROP TABLE admin_sign_in_challenges_kept;

-- A job opening. Its slug is its address (/career/<slug>) and stays fixed once it was published;
-- days are calendar days (YYYY-MM-DD) in the company's zone, as search engines read them.
CREATE TABLE openings (
  id UUID PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  department TEXT NOT NULL,
  workplace TEXT NOT NULL CHECK (workplace IN ('on-site', 'hybrid', 'remote')),
  employment_type TEXT NOT NULL
    CHECK (employment_type IN ('full-time', 'part-time', 'contract', 'internship')),
  experience TEXT NOT NULL,
  -- Rupees a year; both or neither.
  salary_min INTEGER,
  salary_max INTEGER,
  -- Markdown, rendered without raw HTML.
  description TEXT NOT NULL,
  date_posted TEXT NOT NULL,
  valid_through TEXT NOT NULL,
  state TEXT NOT NULL CHECK (state IN ('draft', 'open', 'closed')),
  -- Set at the first publication: from then on the slug no longer changes.
  published_at TIMESTAMPTZ,
  created_at TIMESTAMPTZ NOT NULL,
  updated_at TIMESTAMPTZ NOT NULL
);

CREATE INDEX openings_by_state ON openings (state, date_posted);

-- A job application's opening (when it came from one) and its place in the pipeline. Deleted
-- with its enquiry, so erasure and retention need nothing more.
CREATE TABLE job_applications (
  enquiry_id UUID PRIMARY KEY REFERENCES enquiries (id) ON DELETE CASCADE,
  opening_id UUID REFERENCES openings (id),
  stage TEXT NOT NULL DEFAULT 'applied'
    CHECK (stage IN ('applied', 'screening', 'interview', 'offer', 'hired', 'unsuccessful'))
);

CREATE INDEX job_applications_by_opening ON job_applications (opening_id, stage);

CREATE TABLE job_application_stage_changes (
  id UUID PRIMARY KEY,
  enquiry_id UUID NOT NULL REFERENCES enquiries (id) ON DELETE CASCADE,
  from_stage TEXT NOT NULL,
  to_stage TEXT NOT NULL,
  -- The team member's e-mail address at the time.
  changed_by TEXT NOT NULL,
  changed_at TIMESTAMPTZ NOT NULL
);

CREATE INDEX job_application_stage_changes_by_enquiry
  ON job_application_stage_changes (enquiry_id, changed_at);

-- The CV sent with a job application, in the database itself so that backups, export, erasure
-- and retention cover it. BYTEA is PostgreSQL's binary type; SQLite keeps a BLOB as it is under
-- any declared type.
CREATE TABLE job_application_cvs (
  enquiry_id UUID PRIMARY KEY REFERENCES enquiries (id) ON DELETE CASCADE,
  file_name TEXT NOT NULL,
  media_type TEXT NOT NULL,
  size_bytes INTEGER NOT NULL,
  sha256 TEXT NOT NULL,
  content BYTEA NOT NULL
);
