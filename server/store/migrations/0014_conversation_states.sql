-- Issue 30: an enquiry is a conversation. Its status says whose turn it is: new, open (waiting on
-- us), waiting (on the customer), or closed as handled, unsuccessful or spam. A reply clock runs
-- only while the turn is ours (new or open); each customer message that waits for an answer
-- starts a new one (a new round). Portable SQL, like 0012: a CHECK cannot be altered portably,
-- so the status moves to a new column of the same name.

-- "In progress" meant someone was on it: waiting on the customer once the enquiry was answered
-- (by a reply or outside the inbox), else open. A new enquiry answered outside the inbox is
-- waiting too; every other status keeps its name.
ALTER TABLE enquiries ADD COLUMN conversation TEXT NOT NULL DEFAULT 'new'
  CHECK (conversation IN ('new', 'open', 'waiting', 'handled', 'unsuccessful', 'spam'));

UPDATE enquiries SET conversation = CASE
  WHEN status IN ('new', 'in-progress') AND EXISTS (
    SELECT 1 FROM reply_clocks c WHERE c.enquiry_id = enquiries.id AND c.answered_at IS NOT NULL)
    THEN 'waiting'
  WHEN status = 'in-progress' THEN 'open'
  ELSE status
END;

DROP INDEX enquiries_by_status;
ALTER TABLE enquiries DROP COLUMN status;
ALTER TABLE enquiries RENAME COLUMN conversation TO status;
CREATE INDEX enquiries_by_status ON enquiries (status);

-- The history speaks the same states: "in progress" was open.
UPDATE enquiry_status_changes SET from_status = 'open' WHERE from_status = 'in-progress';
UPDATE enquiry_status_changes SET to_status = 'open' WHERE to_status = 'in-progress';

-- The running clock. `answered_*` keep the first answer (the report's time to the first reply);
-- `round` counts the customer messages that waited for an answer, `started_at` is when the
-- current round's message arrived (NULL: the enquiry itself), `stopped_at` when that round was
-- answered. Every clock so far is the first round.
ALTER TABLE reply_clocks ADD COLUMN round INTEGER NOT NULL DEFAULT 1;
ALTER TABLE reply_clocks ADD COLUMN started_at TIMESTAMPTZ;
ALTER TABLE reply_clocks ADD COLUMN stopped_at TIMESTAMPTZ;
UPDATE reply_clocks SET stopped_at = answered_at;

-- The report's first reply is judged against the first round's due time, kept here once a later
-- round replaces `due_at` (NULL while the first round is the only one).
ALTER TABLE reply_clocks ADD COLUMN first_due_at TIMESTAMPTZ;

-- Each later round (a customer message that waited for an answer), for the report's time to the
-- next reply: when the message arrived, when its reply was due, when it was answered.
CREATE TABLE reply_rounds (
  enquiry_id UUID NOT NULL REFERENCES enquiries (id) ON DELETE CASCADE,
  round INTEGER NOT NULL,
  started_at TIMESTAMPTZ NOT NULL,
  due_at TIMESTAMPTZ NOT NULL,
  answered_at TIMESTAMPTZ,
  PRIMARY KEY (enquiry_id, round)
);

CREATE INDEX reply_rounds_by_start ON reply_rounds (started_at);
