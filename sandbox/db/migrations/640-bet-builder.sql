-- docs/product.md §5 "Bet builder": a builder ticket is one bet over legs of one match, priced together from the
-- match's model. Its price (hundredths) is kept here; NULL for every other ticket. Its legs are the ticket's
-- selections, each with its own price for reference only (settlement.ts pays the builder's price).
ALTER TABLE sportsbook_tickets ADD COLUMN builder_price INTEGER;
