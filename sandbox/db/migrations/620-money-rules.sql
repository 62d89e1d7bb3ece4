-- §4 Money rules (docs/product.md "Money rules"): a casino round is a row keyed by (player, Idempotency-Key). A spin
-- sent again with its key, in any game session, answers this stored round (same reels, same win) and never draws
-- again; `answer` is the JSON the spin answered. Rounds from before this migration have no key.
ALTER TABLE casino_rounds ADD COLUMN idempotency_key TEXT;
ALTER TABLE casino_rounds ADD COLUMN answer TEXT;
CREATE UNIQUE INDEX casino_rounds_player_key ON casino_rounds (user_id, idempotency_key);

-- §9 Terms, maximum winnings per day: one counter for every kind of win (casino, wheel, sport, cash-out), of what
-- each win paid above its stake. The win's credit row carries the stake it returns; other rows carry 0.
ALTER TABLE ledger_entries ADD COLUMN win_stake_minor INTEGER NOT NULL DEFAULT 0;
