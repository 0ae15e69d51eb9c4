-- Authenticator secrets are sealed with a key derived from the server secret (AES-256-GCM); the
-- server seals those stored in clear by older versions at its next start. This row names the
-- secret the database was set up with (a derived fingerprint, not the secret), so a server
-- started with another one stops with a clear message instead of failing every second step.
CREATE TABLE server_secret_check (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  fingerprint TEXT NOT NULL
);
