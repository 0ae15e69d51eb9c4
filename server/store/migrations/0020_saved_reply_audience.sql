-- Issue 31: each saved reply is for sales, for recruiting or for both, and each role sees its
-- own. Portable SQL, like 0001. The templates there were already are for both.
ALTER TABLE saved_replies ADD COLUMN audience TEXT NOT NULL DEFAULT 'both'
  CHECK (audience IN ('sales', 'recruiting', 'both'));
