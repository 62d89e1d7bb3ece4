-- §9 Terms: the twin of 600-ledger-withheld.sql (what a cap kept back, on the credit's own row).
ALTER TABLE ledger_entries DROP CONSTRAINT ledger_entries_amount_minor_check;
ALTER TABLE ledger_entries ADD COLUMN withheld_minor BIGINT NOT NULL DEFAULT 0 CHECK (withheld_minor >= 0);
ALTER TABLE ledger_entries ADD COLUMN withheld_by TEXT;
ALTER TABLE ledger_entries ADD CONSTRAINT ledger_entries_amount_or_withheld CHECK (amount_minor <> 0 OR withheld_minor > 0);
