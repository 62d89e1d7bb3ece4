-- Casino: favourite games, recently played games, free-spin sessions and jackpots.
-- Times are integer ms since the epoch (sandbox clock); money is integer minor units; booleans 0/1.

CREATE TABLE casino_favourites (
  user_id INTEGER NOT NULL REFERENCES users (id),
  provider TEXT NOT NULL,
  game_id TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, provider, game_id)
);

CREATE TABLE casino_recent_games (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id),
  provider TEXT NOT NULL,
  game_id TEXT NOT NULL,
  played_at INTEGER NOT NULL
);
CREATE INDEX casino_recent_games_user ON casino_recent_games (user_id, played_at);

CREATE TABLE casino_free_spin_sessions (
  user_id INTEGER NOT NULL REFERENCES users (id),
  provider TEXT NOT NULL,
  freespin_left INTEGER NOT NULL,
  prize_minor INTEGER NOT NULL DEFAULT 0,
  session_end INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, provider)
);

CREATE TABLE casino_jackpots (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL UNIQUE,
  amount_minor INTEGER NOT NULL,
  winner TEXT
);

CREATE TABLE casino_rounds (
  id INTEGER PRIMARY KEY,
  user_id INTEGER REFERENCES users (id),
  integration TEXT NOT NULL,
  game_id TEXT NOT NULL,
  mode TEXT NOT NULL CHECK (mode IN ('real', 'demo', 'free-spin')),
  bet_minor INTEGER NOT NULL,
  win_minor INTEGER NOT NULL,
  symbols TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
