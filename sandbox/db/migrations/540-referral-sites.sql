-- §5 Referral site: the sites a player promotes their referral code on.
CREATE TABLE referral_sites (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id),
  name TEXT NOT NULL,
  link TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX referral_sites_user ON referral_sites (user_id, created_at);
