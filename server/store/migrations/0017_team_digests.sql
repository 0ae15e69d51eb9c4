-- Issue 30: reminders come as one digest per person per interval instead of one mail per
-- threshold per enquiry, and the spam held back as one daily digest. Portable SQL, like 0001.

-- Each digest claimed: one per recipient (an owner's sign-in address, '' for the team) and
-- interval (`slot_end`, the end of the interval it covers). The instance whose insert lands
-- queues it; every other instance finds the row and queues nothing.
CREATE TABLE reminder_digests (
  recipient TEXT NOT NULL,
  slot_end TIMESTAMPTZ NOT NULL,
  claimed_at TIMESTAMPTZ NOT NULL,
  PRIMARY KEY (recipient, slot_end)
);

-- Which threshold (75 % of the window, or its breach) of which round of a conversation's clock a
-- digest has told of, so each crossing brings one digest, not one per interval.
CREATE TABLE reminders_told (
  enquiry_id UUID NOT NULL REFERENCES enquiries (id) ON DELETE CASCADE,
  round INTEGER NOT NULL,
  threshold TEXT NOT NULL CHECK (threshold IN ('soon', 'breach')),
  told_at TIMESTAMPTZ NOT NULL,
  PRIMARY KEY (enquiry_id, round, threshold)
);

-- The daily digest of held spam to the administrators, claimed once per day (`day`, the UTC date
-- it covers) however many instances run.
CREATE TABLE spam_digests (
  day TEXT PRIMARY KEY,
  claimed_at TIMESTAMPTZ NOT NULL
);
