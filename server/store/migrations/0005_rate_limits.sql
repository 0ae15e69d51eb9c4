-- Requests per client and minute, shared by every instance on one PostgreSQL (SQLite, a single
-- instance, counts in memory and leaves this table empty). The client is a hash of its address.
CREATE TABLE rate_limits (
  client TEXT NOT NULL,
  window_start TIMESTAMPTZ NOT NULL,
  hits INTEGER NOT NULL,
  PRIMARY KEY (client, window_start)
);
