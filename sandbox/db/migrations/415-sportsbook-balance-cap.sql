-- §9 maximum balance TND 25,000 on sport payouts (sandbox/sportsbook/settlement.ts): the part of a ticket's payout
-- that would have taken the cash balance above it is not paid; it is kept here, in minor units, for the operator.
ALTER TABLE sportsbook_tickets ADD COLUMN balance_capped_minor INTEGER NOT NULL DEFAULT 0;
