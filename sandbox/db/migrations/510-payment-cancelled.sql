-- A payout the player (or a cashier) cancelled ends in §4 status 40 like a refused one; the player must see
-- "Cancelled", not "Failed", so the cancellation is recorded beside the status.
ALTER TABLE payments ADD COLUMN cancelled INTEGER NOT NULL DEFAULT 0;
