-- Issue 30: a reply from the inbox carries files (PDF, pictures, Word; 10 MB in all), kept with
-- the reply in the store like a CV or a customer's mail's files, so the outbox sends them with it
-- on every attempt, after a restart too. Erasing the enquiry erases them. Portable SQL, like 0015.
CREATE TABLE reply_attachments (
  id UUID PRIMARY KEY,
  reply_id UUID NOT NULL REFERENCES enquiry_replies (id) ON DELETE CASCADE,
  enquiry_id UUID NOT NULL REFERENCES enquiries (id) ON DELETE CASCADE,
  -- The order the files were attached in, which the mail keeps.
  position INTEGER NOT NULL,
  file_name TEXT NOT NULL,
  media_type TEXT NOT NULL,
  size_bytes INTEGER NOT NULL,
  sha256 TEXT NOT NULL,
  content BYTEA NOT NULL
);

CREATE INDEX reply_attachments_by_reply ON reply_attachments (reply_id);
