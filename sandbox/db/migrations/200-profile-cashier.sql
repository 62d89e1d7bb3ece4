-- Profile and cashier: payment systems, payments, crypto addresses, transfers, KYC documents,
-- referral codes, bonus and cashback history, sport tickets, responsible-gaming limits, self-exclusion and
-- the odds format. Times are integer milliseconds; money is integer minor units (cents of TND).

-- §3 Payment system. direction: deposit or payout.
CREATE TABLE payment_systems (
  slug TEXT NOT NULL,
  direction TEXT NOT NULL CHECK (direction IN ('deposit', 'payout')),
  name TEXT NOT NULL,
  description TEXT NOT NULL,
  min_minor INTEGER NOT NULL,
  max_minor INTEGER NOT NULL,
  is_temporary_disabled INTEGER NOT NULL DEFAULT 0,
  is_crypto INTEGER NOT NULL DEFAULT 0,
  sort_order INTEGER NOT NULL,
  PRIMARY KEY (slug, direction)
);

INSERT INTO payment_systems (slug, direction, name, description, min_minor, max_minor, is_temporary_disabled, is_crypto, sort_order) VALUES
  ('sandbox-card', 'deposit', 'Sandbox Card', 'Visa and Mastercard through the sandbox payment page', 1000, 1000000, 0, 0, 1),
  ('sandbox-edinar', 'deposit', 'Sandbox e-Dinar', 'e-Dinar card through the sandbox payment page', 2000, 500000, 0, 0, 2),
  ('sandbox-wallet', 'deposit', 'Sandbox Wallet', 'Temporarily unavailable wallet', 1000, 200000, 1, 0, 3),
  ('crypto', 'deposit', 'Crypto', 'Bitcoin, Ethereum, USDT and more', 1000, 1000000, 0, 1, 4),
  ('sandbox-card', 'payout', 'Sandbox Card', 'Paid back to the card of the last deposit', 1000, 1000000, 0, 0, 1),
  ('sandbox-edinar', 'payout', 'Sandbox e-Dinar', 'Paid to an e-Dinar card', 1000, 500000, 0, 0, 2),
  ('sandbox-wallet', 'payout', 'Sandbox Wallet', 'Temporarily unavailable wallet', 1000, 200000, 1, 0, 3);

-- §3 Payment item, both directions. status: §4 payment status codes.
CREATE TABLE payments (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id),
  direction TEXT NOT NULL CHECK (direction IN ('deposit', 'payout')),
  payment_system TEXT NOT NULL,
  payment_uid TEXT NOT NULL UNIQUE,
  amount_minor INTEGER NOT NULL CHECK (amount_minor > 0),
  currency TEXT NOT NULL,
  status INTEGER NOT NULL,
  account TEXT,
  return_url TEXT,
  comment TEXT,
  -- the §3 Transfer row that records the money movement
  transfer_id INTEGER,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE INDEX payments_user ON payments (user_id, direction, created_at);

-- §3 Crypto: one deposit address per created crypto payment.
CREATE TABLE crypto_payments (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id),
  payment_uid TEXT NOT NULL UNIQUE,
  pay_currency TEXT NOT NULL,
  pay_address TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);

-- §3 Transfer (backoffice transactions). Id 0 stands for the operator's cashier.
CREATE TABLE transfers (
  id INTEGER PRIMARY KEY,
  from_id INTEGER NOT NULL,
  to_id INTEGER NOT NULL,
  amount_minor INTEGER NOT NULL,
  currency TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('pending', 'completed', 'rejected')),
  description TEXT,
  sender_before_minor INTEGER NOT NULL,
  sender_after_minor INTEGER NOT NULL,
  recipient_before_minor INTEGER NOT NULL,
  recipient_after_minor INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  completed_at INTEGER
);
CREATE INDEX transfers_from ON transfers (from_id, created_at);
CREATE INDEX transfers_to ON transfers (to_id, created_at);

-- KYC documents; the files sit under <data dir>/kyc/.
CREATE TABLE kyc_documents (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id),
  document_type TEXT NOT NULL,
  file_name TEXT NOT NULL,
  stored_name TEXT NOT NULL,
  media_type TEXT NOT NULL,
  size_bytes INTEGER NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('pending', 'approved', 'rejected')),
  rejection_reason TEXT,
  uploaded_at INTEGER NOT NULL
);
CREATE INDEX kyc_documents_user ON kyc_documents (user_id);

CREATE TABLE referral_codes (
  code_key TEXT PRIMARY KEY,
  code TEXT NOT NULL,
  bonus_minor INTEGER NOT NULL DEFAULT 0
);
INSERT INTO referral_codes (code_key, code, bonus_minor) VALUES ('friend-tn-2026', 'FRIEND-TN-2026', 500);

CREATE TABLE referral_activations (
  user_id INTEGER NOT NULL REFERENCES users (id),
  code_key TEXT NOT NULL REFERENCES referral_codes (code_key),
  activated_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, code_key)
);

-- §3 Bonus or cashback history item. kind: bonus (bonusbalance history) or cashback.
CREATE TABLE bonus_history (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id),
  kind TEXT NOT NULL CHECK (kind IN ('bonus', 'cashback')),
  bonus_type TEXT NOT NULL,
  amount_minor INTEGER NOT NULL,
  currency TEXT NOT NULL,
  before_minor INTEGER NOT NULL,
  after_minor INTEGER NOT NULL,
  is_accrued INTEGER NOT NULL DEFAULT 1,
  created_at INTEGER NOT NULL
);
CREATE INDEX bonus_history_user ON bonus_history (user_id, kind, created_at);

-- §3 Bet history item and Sub-bet (sport integration tickets).
CREATE TABLE sport_tickets (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id),
  ticket_id TEXT NOT NULL UNIQUE,
  ticket_code TEXT NOT NULL,
  ticket_type TEXT NOT NULL,
  amount_in_minor INTEGER NOT NULL,
  amount_out_minor INTEGER NOT NULL,
  coef TEXT NOT NULL,
  status TEXT NOT NULL,
  provider TEXT NOT NULL,
  producer TEXT NOT NULL,
  is_free_bet INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL
);
CREATE INDEX sport_tickets_user ON sport_tickets (user_id, created_at);

CREATE TABLE sport_ticket_events (
  id INTEGER PRIMARY KEY,
  ticket_row_id INTEGER NOT NULL REFERENCES sport_tickets (id) ON DELETE CASCADE,
  category TEXT NOT NULL,
  sport TEXT NOT NULL,
  tournament TEXT NOT NULL,
  name TEXT NOT NULL,
  starts_at INTEGER NOT NULL,
  market TEXT NOT NULL,
  odd TEXT NOT NULL,
  result TEXT NOT NULL,
  rule TEXT NOT NULL,
  status TEXT NOT NULL,
  outcome_type TEXT NOT NULL
);

-- Responsible gaming (§3 Limits): one row per limit kind. Session time is in minutes, money in minor units.
-- pending_set = 1 means a change waits until pending_from (an increase, or a removal, §4: after 7 days).
CREATE TABLE responsible_limits (
  user_id INTEGER NOT NULL REFERENCES users (id),
  kind TEXT NOT NULL CHECK (kind IN ('deposit_day', 'deposit_week', 'deposit_month', 'loss', 'session_time')),
  current_value INTEGER,
  pending_set INTEGER NOT NULL DEFAULT 0,
  pending_value INTEGER,
  pending_from INTEGER,
  PRIMARY KEY (user_id, kind)
);

CREATE TABLE self_exclusions (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id),
  period TEXT NOT NULL,
  started_at INTEGER NOT NULL,
  -- NULL: permanent
  ends_at INTEGER,
  reactivation_from INTEGER
);
CREATE INDEX self_exclusions_user ON self_exclusions (user_id, started_at);

CREATE TABLE odds_formats (
  user_id INTEGER PRIMARY KEY REFERENCES users (id),
  odds_format INTEGER NOT NULL
);

