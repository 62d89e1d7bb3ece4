-- §3 Spin history (§7 Wheel): one row per spin of the prize wheel, with the cash balance before and after.
-- free_period is the start (ms) of the free-spin period a free spin used, NULL for a paid spin: the unique index
-- makes a second free spin in one period impossible even if two requests got past the check together.
CREATE TABLE wheel_spins (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id),
  is_free INTEGER NOT NULL CHECK (is_free IN (0, 1)),
  free_period INTEGER,
  prize_id INTEGER NOT NULL,
  prize_type TEXT NOT NULL CHECK (prize_type IN ('cash', 'bonus', 'present')),
  prize_name TEXT NOT NULL,
  segment INTEGER NOT NULL CHECK (segment BETWEEN 0 AND 15),
  currency TEXT NOT NULL,
  bet_minor INTEGER NOT NULL,
  win_minor INTEGER NOT NULL,
  balance_before_minor INTEGER NOT NULL,
  balance_after_minor INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  UNIQUE (user_id, free_period)
);
CREATE INDEX wheel_spins_user ON wheel_spins (user_id, created_at);
