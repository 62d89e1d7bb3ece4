-- §4 account rules: a player closes their account; sign-in reopens it no sooner than reactivation_from (7 days).
CREATE TABLE account_closures (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id),
  reason TEXT NOT NULL,
  closed_at INTEGER NOT NULL,
  reactivation_from INTEGER NOT NULL,
  -- set by the first sign-in from reactivation_from on
  reopened_at INTEGER
);
CREATE INDEX account_closures_user ON account_closures (user_id, closed_at);
