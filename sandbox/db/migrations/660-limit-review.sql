-- §3 Player protection by market, the limit review (UK-like pack: every 6 months): when the player last set or
-- confirmed a financial limit (deposit or loss), so the site asks them again once the pack's months have passed.
ALTER TABLE users ADD COLUMN limits_reviewed_at INTEGER;
