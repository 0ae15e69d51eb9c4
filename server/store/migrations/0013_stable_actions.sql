-- Forms now name their kind by a stable action that no renaming of the company changes
-- (shared/enquiries/kinds.ts). Enquiries stored before carry the old value, the company's name of
-- the time and a suffix; each takes its kind's stable action, so the webhook, the CSV and the
-- inbox show one name per kind whenever the enquiry arrived.
UPDATE enquiries SET action = CASE kind
  WHEN 'project' THEN 'project'
  WHEN 'generalEnquiry' THEN 'general-enquiry'
  WHEN 'jobEnquiry' THEN 'job-enquiry'
  WHEN 'consultation' THEN 'consultation'
  WHEN 'contact' THEN 'contact'
  ELSE action
END;
