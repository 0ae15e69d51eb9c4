-- One table for every counter of the throttle (rate-limiter-flexible's database limiter): the
-- per-client POST limit on PostgreSQL, the sign-in's per-minute allowance and lockouts, and one
-- acknowledgement e-mail per address and hour, on both databases. A key is the limiter's prefix
-- and an HMAC, made with the server secret, of what it counts: never a client's address or an
-- address someone typed. `expire` is milliseconds since 1970; expired rows are deleted as they
-- pass.
CREATE TABLE throttle_counters (
  key TEXT PRIMARY KEY,
  points INTEGER NOT NULL DEFAULT 0,
  expire BIGINT
);

CREATE INDEX throttle_counters_by_expiry ON throttle_counters (expire);

-- The tables they replace: one kept the per-minute counts under a plain hash of the address, the
-- other failed sign-ins under the typed address itself (a password typed in the wrong box, too).
DROP TABLE rate_limits;
DROP TABLE admin_sign_in_failures;
