-- The reply promise: each enquiry's due time and the first reply that stops its clock, its owner
-- and the history of assignments, the replies written in the inbox, the administrators' saved
-- replies, and an outbox that also carries the team's own mails. Portable SQL, like 0001.

-- One row per enquiry that has an owner or a promise. `due_at` is NULL when no promise runs
-- (spam); `remind_at` is when 75 % of the window has passed. The clock stops at the first reply
-- sent from the inbox, or when someone records that it was answered by phone or outside the inbox.
CREATE TABLE reply_clocks (
  enquiry_id UUID PRIMARY KEY REFERENCES enquiries (id) ON DELETE CASCADE,
  due_at TIMESTAMPTZ,
  remind_at TIMESTAMPTZ,
  answered_at TIMESTAMPTZ,
  answered_by TEXT,
  answered_how TEXT CHECK (answered_how IN ('reply', 'outside')),
  -- The team member who owns the enquiry (their sign-in address), or NULL.
  owner TEXT
);

CREATE INDEX reply_clocks_waiting ON reply_clocks (answered_at, due_at);

-- Who took or was given an enquiry, by whom, when: the enquiry's timeline.
CREATE TABLE enquiry_assignments (
  id UUID PRIMARY KEY,
  enquiry_id UUID NOT NULL REFERENCES enquiries (id) ON DELETE CASCADE,
  owner TEXT NOT NULL,
  assigned_by TEXT NOT NULL,
  assigned_at TIMESTAMPTZ NOT NULL
);

CREATE INDEX enquiry_assignments_by_enquiry ON enquiry_assignments (enquiry_id, assigned_at);

-- A reply written in the inbox; it leaves through the outbox (a `reply` delivery whose topic is
-- the reply's id).
CREATE TABLE enquiry_replies (
  id UUID PRIMARY KEY,
  enquiry_id UUID NOT NULL REFERENCES enquiries (id) ON DELETE CASCADE,
  body TEXT NOT NULL,
  author TEXT NOT NULL,
  written_at TIMESTAMPTZ NOT NULL
);

CREATE INDEX enquiry_replies_by_enquiry ON enquiry_replies (enquiry_id, written_at);

-- The administrators' templates, with {name}, {company} and {position} filled in when picked.
CREATE TABLE saved_replies (
  id UUID PRIMARY KEY,
  title TEXT NOT NULL UNIQUE,
  body TEXT NOT NULL,
  updated_by TEXT NOT NULL,
  updated_at TIMESTAMPTZ NOT NULL
);

-- The outbox carries the team's own mails too: replies, assignment notices and reminders, several
-- of a channel per enquiry. `topic` tells them apart (a reply's or assignment's id, a reminder's
-- threshold) and is '' for the enquiry's own deliveries, so each is still queued once per
-- enquiry. A CHECK constraint cannot be altered portably, so the table is copied.
CREATE TABLE deliveries_next (
  id UUID PRIMARY KEY,
  enquiry_id UUID NOT NULL REFERENCES enquiries (id) ON DELETE CASCADE,
  channel TEXT NOT NULL CHECK (channel IN (
    'email', 'webhook', 'autoreply', 'reply', 'assignment', 'reminder', 'reminder-webhook')),
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
  SELECT id, enquiry_id, channel, '', status, attempts, next_attempt_at, last_error, claimed_by,
         claim_expires_at, sent_at, created_at
    FROM deliveries;

DROP TABLE deliveries;

ALTER TABLE deliveries_next RENAME TO deliveries;

CREATE INDEX deliveries_due ON deliveries (status, next_attempt_at);
