-- What the privacy policy promises: roles and disabled accounts, an append-only audit log, the
-- "unsuccessful" decision that starts a job application's shorter retention, and where a lead
-- came from. Portable SQL, like 0001; the audit log's guard against change is in 0004.

-- Administrators manage accounts, export and erase; reviewers read, set statuses and write notes.
-- Every account made before roles existed could do all of it, so each keeps that.
ALTER TABLE admin_users ADD COLUMN role TEXT NOT NULL DEFAULT 'administrator'
  CHECK (role IN ('administrator', 'reviewer'));
-- A disabled account cannot sign in; its sessions were deleted when it was disabled.
ALTER TABLE admin_users ADD COLUMN disabled_at TIMESTAMPTZ;

-- Who did what, when, from which address. Never the erased data itself: an erasure is recorded
-- with its count only.
CREATE TABLE audit_log (
  id UUID PRIMARY KEY,
  at TIMESTAMPTZ NOT NULL,
  -- The team member's e-mail address, or "command line" / "retention" for the server's own work.
  actor TEXT NOT NULL,
  action TEXT NOT NULL,
  -- What the action was about: an enquiry id, an account's address, a filter.
  subject TEXT NOT NULL DEFAULT '',
  detail TEXT NOT NULL DEFAULT '',
  client_address TEXT NOT NULL DEFAULT ''
);

CREATE INDEX audit_log_by_time ON audit_log (at);

-- The review gains "unsuccessful": a job application turned down, deleted a year after that
-- decision. A CHECK constraint cannot be altered portably, so the table is copied.
CREATE TABLE enquiry_reviews_next (
  enquiry_id UUID PRIMARY KEY REFERENCES enquiries (id) ON DELETE CASCADE,
  status TEXT CHECK (status IN ('new', 'in-progress', 'handled', 'unsuccessful', 'spam')),
  note TEXT NOT NULL DEFAULT '',
  note_updated_by TEXT,
  note_updated_at TIMESTAMPTZ
);

INSERT INTO enquiry_reviews_next (enquiry_id, status, note, note_updated_by, note_updated_at)
  SELECT enquiry_id, status, note, note_updated_by, note_updated_at FROM enquiry_reviews;

DROP TABLE enquiry_reviews;

ALTER TABLE enquiry_reviews_next RENAME TO enquiry_reviews;

CREATE INDEX enquiry_reviews_by_status ON enquiry_reviews (status);

-- The page the form was sent from, the referring site's origin and the landing URL's UTM tags.
-- NULL for enquiries stored before it was recorded.
ALTER TABLE enquiries ADD COLUMN attribution JSONB;
