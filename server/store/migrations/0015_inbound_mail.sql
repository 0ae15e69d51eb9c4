-- Issue 30: the customer's answers come back from the team mailbox into their conversation.
-- Portable SQL, like 0001.

-- Each conversation's token in the Reply-To address of the mails the team sends
-- (enquiries+<token>@…), made when its first mail goes out.
CREATE TABLE conversation_mail_tokens (
  enquiry_id UUID PRIMARY KEY REFERENCES enquiries (id) ON DELETE CASCADE,
  token TEXT NOT NULL UNIQUE
);

-- Every mail read from the team mailbox, in the conversation it answers. `message_key` is the
-- message's identity (its Message-ID, or a hash of its bytes when it has none): unique, so that
-- readers on several instances, or one reader after a restart, import each message once.
CREATE TABLE inbound_messages (
  id UUID PRIMARY KEY,
  message_key TEXT NOT NULL UNIQUE,
  enquiry_id UUID NOT NULL REFERENCES enquiries (id) ON DELETE CASCADE,
  -- How it found its conversation: its Reply-To token, its In-Reply-To/References, the sender's
  -- one open conversation, or none (it started a new one).
  matched_by TEXT NOT NULL CHECK (matched_by IN ('token', 'thread', 'address', 'new')),
  sender TEXT NOT NULL,
  subject TEXT NOT NULL,
  -- The new words, and the quoted history folded away below them; HTML is reduced to text.
  body TEXT NOT NULL,
  quoted TEXT NOT NULL,
  -- An auto-reply or a bounce: recorded, never answered, never reopens or starts a clock.
  automatic BOOLEAN NOT NULL,
  received_at TIMESTAMPTZ NOT NULL
);

CREATE INDEX inbound_messages_by_enquiry ON inbound_messages (enquiry_id, received_at);

-- The files a mail carried, checked by their bytes and kept like CVs (in the database, so that
-- backups, export, erasure and retention cover them).
CREATE TABLE inbound_attachments (
  id UUID PRIMARY KEY,
  message_id UUID NOT NULL REFERENCES inbound_messages (id) ON DELETE CASCADE,
  enquiry_id UUID NOT NULL REFERENCES enquiries (id) ON DELETE CASCADE,
  file_name TEXT NOT NULL,
  media_type TEXT NOT NULL,
  size_bytes INTEGER NOT NULL,
  sha256 TEXT NOT NULL,
  content BYTEA NOT NULL
);

CREATE INDEX inbound_attachments_by_message ON inbound_attachments (message_id);

-- Who reads the team mailbox: one instance at a time holds the lease and renews it while it
-- reads; another takes over once it expires (a crashed instance).
CREATE TABLE mailbox_reader_leases (
  mailbox TEXT PRIMARY KEY,
  held_by TEXT NOT NULL,
  expires_at TIMESTAMPTZ NOT NULL
);
