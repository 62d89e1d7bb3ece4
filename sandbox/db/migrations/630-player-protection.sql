-- §3 Player protection by market (docs/product.md): what a market's pack (config/markets/<id>.ts protection) adds.

-- The panic button: play (bets and deposits) locked from started_at to ends_at, at one tap.
CREATE TABLE play_locks (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id),
  started_at INTEGER NOT NULL,
  ends_at INTEGER NOT NULL
);
CREATE INDEX play_locks_user ON play_locks (user_id, ends_at);

-- Net deposits past the pack's threshold open a check the player answers before the next deposit.
CREATE TABLE affordability_checks (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id),
  opened_at INTEGER NOT NULL,
  window_days INTEGER NOT NULL,
  threshold_minor INTEGER NOT NULL,
  net_deposits_minor INTEGER NOT NULL,
  answered_at INTEGER,
  -- the player's answer, JSON (income band, whether the deposits are affordable)
  answer TEXT
);
CREATE INDEX affordability_checks_user ON affordability_checks (user_id, opened_at);

-- The exclusion register's answers for a player: the last time it cleared them (a register that is down may let
-- players it cleared before sign in, as the pack says).
ALTER TABLE users ADD COLUMN exclusion_register_cleared_at INTEGER;
