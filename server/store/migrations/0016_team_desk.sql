-- Issue 30, "one person answers": the team's notes become a thread, and a colleague named in a
-- note is told by e-mail. Portable SQL for both databases.

-- Each note is its own entry with its author and time, never overwritten.
CREATE TABLE enquiry_notes (
  id UUID PRIMARY KEY,
  enquiry_id UUID NOT NULL REFERENCES enquiries (id) ON DELETE CASCADE,
  body TEXT NOT NULL,
  author TEXT NOT NULL,
  written_at TIMESTAMPTZ NOT NULL
);

CREATE INDEX enquiry_notes_by_enquiry ON enquiry_notes (enquiry_id, written_at);

-- The single note so far becomes the thread's first entry. It keeps its enquiry's id as its own
-- (one note per enquiry, so unique, and no UUID function common to both databases). Who wrote
-- it and when, as recorded; else "unknown" and the enquiry's last change.
INSERT INTO enquiry_notes (id, enquiry_id, body, author, written_at)
  SELECT r.enquiry_id, r.enquiry_id, r.note, COALESCE(r.note_updated_by, 'unknown'),
         COALESCE(r.note_updated_at,
           (SELECT MAX(s.changed_at) FROM enquiry_status_changes s WHERE s.enquiry_id = r.enquiry_id),
           e.created_at)
    FROM enquiry_reviews r JOIN enquiries e ON e.id = r.enquiry_id
   WHERE r.note <> '';

-- The review held only the note (its status moved to the enquiry in 0012).
DROP TABLE enquiry_reviews;

-- The outbox gains the mention: a colleague named in a note (`topic`: the note's id and the
-- colleague's address). A CHECK constraint cannot be altered portably, so the table is copied.
CREATE TABLE deliveries_next (
  id UUID PRIMARY KEY,
  enquiry_id UUID NOT NULL REFERENCES enquiries (id) ON DELETE CASCADE,
  channel TEXT NOT NULL CHECK (channel IN (
    'email', 'webhook', 'autoreply', 'reply', 'assignment', 'reminder', 'reminder-webhook',
    'mention')),
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

-- The stale-send guard (decision 020): a counter each reply, note and customer message moves on,
-- inside the transaction that records it. A page carries the value it was drawn at; a reply or
-- note sent from it goes through only while the value is unchanged (compare-and-set).
ALTER TABLE enquiries ADD COLUMN timeline_version INTEGER NOT NULL DEFAULT 0;

-- Presence: who has a conversation open, and whether they are writing a reply. Each open page
-- (`tab`, its own random key) beats every few seconds; a beat older than the presence window
-- means gone, and old rows are swept as beats come in. In the database, so every instance sees
-- every page.
CREATE TABLE conversation_presence (
  enquiry_id UUID NOT NULL REFERENCES enquiries (id) ON DELETE CASCADE,
  viewer TEXT NOT NULL,
  tab TEXT NOT NULL,
  writing BOOLEAN NOT NULL,
  seen_at TIMESTAMPTZ NOT NULL,
  PRIMARY KEY (enquiry_id, viewer, tab)
);

CREATE INDEX conversation_presence_by_time ON conversation_presence (seen_at);
