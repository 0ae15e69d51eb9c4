-- Issue 33: scorecards (decision 028). SQLite's half; the PostgreSQL half is the same SQL.

-- The attributes an opening's interviewers rate, in order (a JSON array of names). Every opening
-- so far gets the default set; a new one is given it by the code (shared/hiring/scorecards.ts).
ALTER TABLE openings ADD COLUMN scorecard_attributes TEXT NOT NULL
  DEFAULT '["Technical skill","Problem solving","Communication"]';

-- An interviewer's scorecard of one interview day: a rating per attribute (a JSON array of
-- {attribute, rating}, each attribute by its name when it was rated), an overall recommendation
-- and notes. One per interview and interviewer, whatever the code checked: a second submit edits
-- it. Erasing the application erases its bookings and so its scorecards.
CREATE TABLE scorecards (
  booking_id UUID NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
  -- Kept, without its interviewer, when the account is removed (as a booking keeps its row).
  interviewer_id UUID REFERENCES admin_users (id) ON DELETE SET NULL,
  ratings TEXT NOT NULL,
  recommendation TEXT NOT NULL
    CHECK (recommendation IN ('strong-no', 'no', 'yes', 'strong-yes')),
  notes TEXT NOT NULL DEFAULT '',
  submitted_at TIMESTAMPTZ NOT NULL,
  updated_at TIMESTAMPTZ NOT NULL
);

CREATE UNIQUE INDEX scorecards_one_per_interviewer ON scorecards (booking_id, interviewer_id);

-- A move to Offer made while scorecards were missing states why (the audit log names only the
-- application); the reason is shown in the application's history and erased with it.
ALTER TABLE job_application_stage_changes ADD COLUMN reason TEXT;
