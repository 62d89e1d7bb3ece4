-- §5 Account changes that ask for the password: an e-mail change asks for the password and mails the previous address a one-time link that
-- undoes it. One row per change; only the SHA-256 of the link's token is kept. While a change can be undone
-- (closed_at IS NULL and expires_at in the future), its previous address stays reserved for the account, so
-- whoever made the change cannot block the undo by registering that address elsewhere.
CREATE TABLE email_changes (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  old_email TEXT NOT NULL,
  old_email_key TEXT NOT NULL,
  new_email TEXT NOT NULL,
  undo_token_hash TEXT NOT NULL UNIQUE,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  -- when the link stopped working: used ('undone'), or a change made before it was undone ('superseded')
  closed_at INTEGER,
  closed_reason TEXT CHECK (closed_reason IN ('undone', 'superseded'))
);
CREATE INDEX email_changes_user ON email_changes (user_id, created_at);
CREATE INDEX email_changes_old_email ON email_changes (old_email_key);
