-- docs/product.md §5 "Edit bet": an open accumulator is edited by cashing it out and placing a new ticket with
-- that value as its stake, in one transaction. A quote holds the cash-out value and the new ticket's legs and
-- prices under one expiry; an edit links the new ticket to the one it replaced (its history in the ticket's
-- detail). One ticket is edited once at most: the UNIQUE old ticket is the database's own guard beside the
-- player's lock.
CREATE TABLE sportsbook_edit_quotes (
  quote_id TEXT NOT NULL,
  ticket_row_id INTEGER NOT NULL REFERENCES sport_tickets (id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users (id),
  cash_out_minor INTEGER NOT NULL,
  stake_change_minor INTEGER NOT NULL,
  legs TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (quote_id)
);
CREATE INDEX sportsbook_edit_quotes_ticket ON sportsbook_edit_quotes (ticket_row_id);

CREATE TABLE sportsbook_ticket_edits (
  new_ticket_row_id INTEGER NOT NULL REFERENCES sport_tickets (id) ON DELETE CASCADE,
  old_ticket_row_id INTEGER NOT NULL UNIQUE REFERENCES sport_tickets (id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users (id),
  cash_out_minor INTEGER NOT NULL,
  stake_change_minor INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (new_ticket_row_id)
);
