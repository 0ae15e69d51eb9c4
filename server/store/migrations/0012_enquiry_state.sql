-- The enquiry core owns an enquiry's state: its status and its owner become columns of the
-- enquiry itself, written only through server/enquiries/status.ts and owner.ts. Portable SQL,
-- like 0001 (SQLite drops a column since 3.35).

-- Where the team's work on an enquiry stands. Every enquiry keeps the status it had: the one
-- its review recorded, else spam when the spam check held it back, else new.
ALTER TABLE enquiries ADD COLUMN status TEXT NOT NULL DEFAULT 'new'
  CHECK (status IN ('new', 'in-progress', 'handled', 'unsuccessful', 'spam'));
-- The team member who owns it (their sign-in address), or NULL; it was kept with the reply clock.
ALTER TABLE enquiries ADD COLUMN owner TEXT;

UPDATE enquiries SET
  status = COALESCE(
    (SELECT r.status FROM enquiry_reviews r WHERE r.enquiry_id = enquiries.id),
    CASE WHEN is_spam THEN 'spam' ELSE 'new' END),
  owner = (SELECT c.owner FROM reply_clocks c WHERE c.enquiry_id = enquiries.id);

CREATE INDEX enquiries_by_status ON enquiries (status);

-- Their old homes go, so that nothing reads a second copy.
DROP INDEX enquiry_reviews_by_status;
ALTER TABLE enquiry_reviews DROP COLUMN status;
ALTER TABLE reply_clocks DROP COLUMN owner;
