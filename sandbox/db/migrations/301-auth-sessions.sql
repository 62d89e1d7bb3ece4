-- Sessions as rows of their own (§4 Sign-in sessions): every authenticated request reads its session's row by
-- primary key, so a session ended by logout, ban, self-exclusion, password change or refresh-token reuse is
-- refused at once, not when its access token runs out (sandbox/auth/sessions.ts).
CREATE TABLE auth_sessions (
  id TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  started_at INTEGER NOT NULL,
  revoked_at INTEGER,
  revoked_reason TEXT
);
CREATE INDEX auth_sessions_user ON auth_sessions (user_id);

-- Sessions started before this migration: open when one of their refresh tokens is still unrevoked (an expired
-- one cannot be refreshed anyway), ended otherwise, at their last revocation.
INSERT INTO auth_sessions (id, user_id, started_at, revoked_at, revoked_reason)
SELECT session_id, MIN(user_id), MIN(issued_at),
  CASE WHEN SUM(CASE WHEN revoked_at IS NULL THEN 1 ELSE 0 END) = 0 THEN MAX(revoked_at) ELSE NULL END,
  CASE WHEN SUM(CASE WHEN revoked_at IS NULL THEN 1 ELSE 0 END) = 0 THEN 'ended-before-migration' ELSE NULL END
FROM refresh_tokens
GROUP BY session_id;
