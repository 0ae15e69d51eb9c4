-- Issue 33: each opening has its own ordered stages (decision 025). Portable SQL.

-- An opening's stages, in order. A stage is known by its key, which never changes: the default
-- set's keys say what each stage is for ('hired'; 'rejected' and 'withdrawn' are the exits), a
-- stage a recruiter adds gets a key of its own. Its name is the recruiter's to change.
CREATE TABLE opening_stages (
  opening_id UUID NOT NULL REFERENCES openings (id) ON DELETE CASCADE,
  stage_key TEXT NOT NULL,
  name TEXT NOT NULL,
  position INTEGER NOT NULL,
  PRIMARY KEY (opening_id, stage_key)
);

-- Every opening so far starts from the default set.
INSERT INTO opening_stages (opening_id, stage_key, name, position)
  SELECT id, 'applied', 'Applied', 1 FROM openings;
INSERT INTO opening_stages (opening_id, stage_key, name, position)
  SELECT id, 'screen', 'Screen', 2 FROM openings;
INSERT INTO opening_stages (opening_id, stage_key, name, position)
  SELECT id, 'interview', 'Interview day', 3 FROM openings;
INSERT INTO opening_stages (opening_id, stage_key, name, position)
  SELECT id, 'offer', 'Offer', 4 FROM openings;
INSERT INTO opening_stages (opening_id, stage_key, name, position)
  SELECT id, 'hired', 'Hired', 5 FROM openings;
INSERT INTO opening_stages (opening_id, stage_key, name, position)
  SELECT id, 'rejected', 'Rejected', 6 FROM openings;
INSERT INTO opening_stages (opening_id, stage_key, name, position)
  SELECT id, 'withdrawn', 'Withdrawn', 7 FROM openings;

-- A job application's stage is now a stage of its opening (the foreign key: a stage with
-- candidates in it cannot be deleted), or of the default set when it came from no opening. Its
-- version goes up at every move, so a move made on a stale board changes nothing; stage_since is
-- when it entered its stage (the board's "days in stage"). The CHECK on the six fixed stages
-- cannot be dropped portably, so the table is copied; nothing references it.
CREATE TABLE job_applications_next (
  enquiry_id UUID PRIMARY KEY REFERENCES enquiries (id) ON DELETE CASCADE,
  opening_id UUID REFERENCES openings (id),
  stage TEXT NOT NULL DEFAULT 'applied',
  version INTEGER NOT NULL DEFAULT 0,
  stage_since TIMESTAMPTZ NOT NULL,
  FOREIGN KEY (opening_id, stage) REFERENCES opening_stages (opening_id, stage_key),
  CHECK (
    opening_id IS NOT NULL
    OR stage IN ('applied', 'screen', 'interview', 'offer', 'hired', 'rejected', 'withdrawn')
  )
);

INSERT INTO job_applications_next (enquiry_id, opening_id, stage, version, stage_since)
  SELECT a.enquiry_id, a.opening_id,
    CASE a.stage WHEN 'screening' THEN 'screen' WHEN 'unsuccessful' THEN 'rejected' ELSE a.stage END,
    0,
    COALESCE(
      (SELECT MAX(c.changed_at) FROM job_application_stage_changes c
       WHERE c.enquiry_id = a.enquiry_id),
      e.created_at)
  FROM job_applications a JOIN enquiries e ON e.id = a.enquiry_id;

DROP TABLE job_applications;
ALTER TABLE job_applications_next RENAME TO job_applications;
CREATE INDEX job_applications_by_opening ON job_applications (opening_id, stage);

-- The history keeps the stages' keys, and their names as they were at the move.
ALTER TABLE job_application_stage_changes ADD COLUMN from_name TEXT NOT NULL DEFAULT '';
ALTER TABLE job_application_stage_changes ADD COLUMN to_name TEXT NOT NULL DEFAULT '';
UPDATE job_application_stage_changes SET
  from_stage = CASE from_stage
    WHEN 'screening' THEN 'screen' WHEN 'unsuccessful' THEN 'rejected' ELSE from_stage END,
  to_stage = CASE to_stage
    WHEN 'screening' THEN 'screen' WHEN 'unsuccessful' THEN 'rejected' ELSE to_stage END;
UPDATE job_application_stage_changes SET
  from_name = CASE from_stage
    WHEN 'applied' THEN 'Applied' WHEN 'screen' THEN 'Screen' WHEN 'interview' THEN 'Interview day'
    WHEN 'offer' THEN 'Offer' WHEN 'hired' THEN 'Hired' WHEN 'rejected' THEN 'Rejected'
    ELSE from_stage END,
  to_name = CASE to_stage
    WHEN 'applied' THEN 'Applied' WHEN 'screen' THEN 'Screen' WHEN 'interview' THEN 'Interview day'
    WHEN 'offer' THEN 'Offer' WHEN 'hired' THEN 'Hired' WHEN 'rejected' THEN 'Rejected'
    ELSE to_stage END;
