-- §5 Bounds: KYC upload attempts, for the per-player rate (uploads per hour). Every attempt that gets past
-- sign-in counts, refused ones too (a refused file still cost the checks); rows older than the window are deleted
-- at the player's next attempt.
CREATE TABLE kyc_upload_attempts (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id),
  attempted_at INTEGER NOT NULL
);
CREATE INDEX kyc_upload_attempts_user ON kyc_upload_attempts (user_id, attempted_at);
