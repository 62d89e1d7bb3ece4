-- Accounts, wallet ledger, e-mail outbox, idempotency records and settings (the foundation).
-- Times are integer milliseconds since the epoch as read from the sandbox clock; money is integer minor units
-- (cents of TND); booleans are 0/1. Written in the SQL that SQLite and PostgreSQL share (sandbox/db/database.ts).

CREATE TABLE sandbox_secrets (
  name TEXT PRIMARY KEY,
  value TEXT NOT NULL
);

CREATE TABLE users (
  id INTEGER PRIMARY KEY,
  username TEXT NOT NULL,
  -- lower-cased copies: usernames and e-mail addresses are unique whatever their case
  username_key TEXT NOT NULL UNIQUE,
  email TEXT NOT NULL,
  email_key TEXT NOT NULL UNIQUE,
  password_hash TEXT NOT NULL,
  role TEXT NOT NULL DEFAULT 'P',
  currency TEXT NOT NULL DEFAULT 'TND',
  first_name TEXT NOT NULL DEFAULT '',
  last_name TEXT NOT NULL DEFAULT '',
  date_joined INTEGER NOT NULL,
  last_login INTEGER,
  is_self_registered INTEGER NOT NULL DEFAULT 1,
  user_types TEXT NOT NULL DEFAULT 'self-registered' CHECK (user_types IN ('self-registered', 'with-cashier')),
  email_verified INTEGER NOT NULL DEFAULT 0,
  parent_id INTEGER REFERENCES users (id),
  banned INTEGER NOT NULL DEFAULT 0,
  promocode TEXT
);

-- §3 User info (update); first and last names live on users, shared with the User answer.
CREATE TABLE user_info (
  user_id INTEGER PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  date_of_birth TEXT,
  mobile_number TEXT NOT NULL DEFAULT '',
  postal_code TEXT NOT NULL DEFAULT '',
  street_address TEXT NOT NULL DEFAULT '',
  country TEXT NOT NULL DEFAULT '',
  city TEXT NOT NULL DEFAULT ''
);

-- One row per refresh token issued. A session is the chain of rotated refresh tokens started by one login.
CREATE TABLE refresh_tokens (
  jti TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  session_id TEXT NOT NULL,
  issued_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  revoked_at INTEGER,
  revoked_reason TEXT,
  replaced_by TEXT
);
CREATE INDEX refresh_tokens_user ON refresh_tokens (user_id);
CREATE INDEX refresh_tokens_session ON refresh_tokens (session_id);

-- Single-use links sent by e-mail; only a hash of the token is kept.
CREATE TABLE email_tokens (
  token_hash TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  purpose TEXT NOT NULL CHECK (purpose IN ('verify-email', 'password-reset')),
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);
CREATE INDEX email_tokens_user ON email_tokens (user_id, purpose);

-- E-mails the sandbox "sent" (GET /sandbox/outbox).
CREATE TABLE outbox (
  id INTEGER PRIMARY KEY,
  to_address TEXT NOT NULL,
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  kind TEXT NOT NULL,
  link TEXT,
  created_at INTEGER NOT NULL
);

-- The wallet: every balance movement is a row; a balance is the SUM of its account's rows (sandbox/ledger.ts).
-- One posting (one idempotency key) may move several accounts of a user, e.g. bonus -> cash.
CREATE TABLE ledger_entries (
  id INTEGER PRIMARY KEY,
  posting_id TEXT NOT NULL,
  user_id INTEGER NOT NULL REFERENCES users (id),
  account TEXT NOT NULL CHECK (account IN ('cash', 'bonus')),
  amount_minor INTEGER NOT NULL CHECK (amount_minor <> 0),
  -- the account's balance after this row, kept to show "balance before and after" and to check the SUM
  balance_after_minor INTEGER NOT NULL,
  reason TEXT NOT NULL,
  idempotency_key TEXT NOT NULL,
  reference TEXT,
  created_at INTEGER NOT NULL,
  UNIQUE (user_id, idempotency_key, account)
);
CREATE INDEX ledger_entries_user_account ON ledger_entries (user_id, account, id);
CREATE INDEX ledger_entries_posting ON ledger_entries (posting_id);

-- First answers of money-moving requests, replayed for a repeated Idempotency-Key (sandbox/idempotency.ts).
CREATE TABLE idempotency_records (
  owner TEXT NOT NULL,
  idempotency_key TEXT NOT NULL,
  request_target TEXT NOT NULL,
  request_hash TEXT NOT NULL,
  state TEXT NOT NULL CHECK (state IN ('pending', 'complete')),
  status INTEGER,
  content_type TEXT,
  body TEXT,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (owner, idempotency_key, request_target)
);
CREATE INDEX idempotency_records_created ON idempotency_records (created_at);

-- Site settings (§3 Settings) as JSON documents by name.
CREATE TABLE settings (
  name TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
