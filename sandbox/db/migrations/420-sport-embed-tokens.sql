-- Tokens of the embedded sport pages (§3 Sport token; §7 api/integrations/{provider}/login and the sport token
-- call). Only a SHA-256 is stored. A token belongs to the sign-in session it was made in (auth_sessions.id): it
-- ends with it (sign-out, ban, self-exclusion), besides its own expiry.
CREATE TABLE sport_embed_tokens (
  token_hash TEXT NOT NULL,
  user_id INTEGER NOT NULL REFERENCES users (id),
  session_id TEXT NOT NULL,
  provider TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (token_hash)
);
CREATE INDEX sport_embed_tokens_user ON sport_embed_tokens (user_id);
