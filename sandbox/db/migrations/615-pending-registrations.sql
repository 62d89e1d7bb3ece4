-- §5 Registration: a registration waits here, with its own password, until the link e-mailed to its address is
-- opened; only then is the account made and signed in. Only the link key's SHA-256 is kept (auth/email-tokens.ts).
CREATE TABLE pending_registrations (
  token_hash TEXT PRIMARY KEY,
  username TEXT NOT NULL,
  email TEXT NOT NULL,
  password_hash TEXT NOT NULL,
  promocode TEXT,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);
CREATE INDEX pending_registrations_expiry ON pending_registrations (expires_at);
