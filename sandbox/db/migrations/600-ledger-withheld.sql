-- §9 Terms: the part of a credit a cap kept back (maximum balance, maximum winnings per day, maximum profit) is
-- recorded on the credit's own ledger row, so the wallet statement says so on that movement. A credit kept back
-- whole is a row of amount 0 with what was withheld. SQLite cannot change a CHECK in place: the table is rebuilt
-- (nothing references it); PostgreSQL alters it (the twin file).
CREATE TABLE ledger_entries_withheld (
  id INTEGER PRIMARY KEY,
  posting_id TEXT NOT NULL,
  user_id INTEGER NOT NULL REFERENCES users (id),
  account TEXT NOT NULL CHECK (account IN ('cash', 'bonus')),
  amount_minor INTEGER NOT NULL,
  balance_after_minor INTEGER NOT NULL,
  reason TEXT NOT NULL,
  idempotency_key TEXT NOT NULL,
  reference TEXT,
  created_at INTEGER NOT NULL,
  withheld_minor INTEGER NOT NULL DEFAULT 0 CHECK (withheld_minor >= 0),
  -- which cap kept it back: 'balance', 'daily-winnings' or 'profit'
  withheld_by TEXT,
  CHECK (amount_minor <> 0 OR withheld_minor > 0),
  UNIQUE (user_id, idempotency_key, account)
);
INSERT INTO ledger_entries_withheld (id, posting_id, user_id, account, amount_minor, balance_after_minor, reason, idempotency_key, reference, created_at)
  SELECT id, posting_id, user_id, account, amount_minor, balance_after_minor, reason, idempotency_key, reference, created_at FROM ledger_entries;
DROP TABLE ledger_entries;
ALTER TABLE ledger_entries_withheld RENAME TO ledger_entries;
CREATE INDEX ledger_entries_user_account ON ledger_entries (user_id, account, id);
CREATE INDEX ledger_entries_posting ON ledger_entries (posting_id);
