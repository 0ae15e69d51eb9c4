-- The spam verdict of each submission, the proofs of work already spent, the consent each
-- person gave (and withdrew), and the privacy requests made through a signed link. Portable SQL,
-- like 0001. Every table that holds something of a person hangs off its enquiry, so erasure and
-- retention take it along.

-- One per enquiry: the score of its weighted signals and the names of those that fired. The body
-- and sender hashes (HMAC with a key from the server secret, never the text or the address) find
-- a message repeated from several addresses.
CREATE TABLE spam_verdicts (
  enquiry_id UUID PRIMARY KEY REFERENCES enquiries (id) ON DELETE CASCADE,
  score INTEGER NOT NULL,
  reasons JSONB NOT NULL,
  body_hash TEXT NOT NULL,
  sender_hash TEXT NOT NULL,
  created_at TIMESTAMPTZ NOT NULL
);

CREATE INDEX spam_verdicts_by_body ON spam_verdicts (body_hash, created_at);

-- A proof of work is good for one submission: its challenge's signature, with the submission it
-- was spent on (a retry of that submission may present it again). Deleted once expired.
CREATE TABLE spent_proofs (
  signature TEXT PRIMARY KEY,
  submission_key TEXT NOT NULL,
  expires_at TIMESTAMPTZ NOT NULL
);

CREATE INDEX spent_proofs_by_expiry ON spent_proofs (expires_at);

-- What a person agreed to with an enquiry: answering it (or the application), and marketing
-- only when they ticked the box. The notice is named by its date and a hash of its text.
CREATE TABLE consent_receipts (
  id UUID PRIMARY KEY,
  enquiry_id UUID NOT NULL REFERENCES enquiries (id) ON DELETE CASCADE,
  purpose TEXT NOT NULL CHECK (purpose IN ('enquiry', 'application', 'marketing')),
  notice_date TEXT NOT NULL,
  notice_hash TEXT NOT NULL,
  page TEXT NOT NULL DEFAULT '',
  given_at TIMESTAMPTZ NOT NULL,
  withdrawn_at TIMESTAMPTZ
);

CREATE INDEX consent_receipts_by_enquiry ON consent_receipts (enquiry_id);

-- A person's request through the signed link to erase their data, for an administrator to carry
-- out by its due date.
CREATE TABLE privacy_requests (
  id UUID PRIMARY KEY,
  enquiry_id UUID NOT NULL REFERENCES enquiries (id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('erasure')),
  requested_at TIMESTAMPTZ NOT NULL,
  due_at TIMESTAMPTZ NOT NULL
);

CREATE INDEX privacy_requests_by_due ON privacy_requests (due_at);
