-- Sportsbook tickets (§5 Bet slip): the native tickets placed on the sandbox's feed (sandbox/sportsbook/bets.ts).
-- A ticket is a row of sport_tickets (200), so bet history, sub-bets and cancel (§7) read it like any other, plus
-- its details here; each selection is also a row of sport_ticket_events (its §3 sub-bet event and outcome).
-- Money in integer minor units, prices in integer hundredths (1.85 -> 185), times in ms of the sandbox clock.

CREATE TABLE sportsbook_tickets (
  ticket_row_id INTEGER NOT NULL REFERENCES sport_tickets (id) ON DELETE CASCADE,
  -- A bet type of config/sportsbook/bet-types.ts, and k of a k-of-n system.
  bet_type TEXT NOT NULL,
  system_size INTEGER,
  -- The combination sizes placed (JSON array of integers), fixed at placement.
  sizes TEXT NOT NULL,
  bet_count INTEGER NOT NULL,
  unit_stake_minor INTEGER NOT NULL,
  potential_win_minor INTEGER NOT NULL,
  -- cash or bonus (a free bet, §5).
  wallet TEXT NOT NULL CHECK (wallet IN ('cash', 'bonus')),
  odds_policy TEXT NOT NULL,
  -- pending (a live ticket waiting its acceptance delay), accepted or rejected (reject_reason, stake returned).
  acceptance TEXT NOT NULL CHECK (acceptance IN ('pending', 'accepted', 'rejected')),
  accept_at INTEGER,
  reject_reason TEXT,
  is_live INTEGER NOT NULL,
  -- What a partial cash-out took off the stake: settlement pays the part of each combination still on the ticket.
  remaining_share_ppm INTEGER NOT NULL DEFAULT 1000000,
  settled_at INTEGER,
  PRIMARY KEY (ticket_row_id)
);
CREATE INDEX sportsbook_tickets_open ON sportsbook_tickets (settled_at, acceptance);

CREATE TABLE sportsbook_ticket_selections (
  ticket_row_id INTEGER NOT NULL REFERENCES sport_tickets (id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  event_id INTEGER NOT NULL,
  market_id INTEGER NOT NULL,
  outcome_id INTEGER NOT NULL,
  price INTEGER NOT NULL,
  event_start_at INTEGER NOT NULL,
  -- The sub-bet row (sport_ticket_events) this selection is shown as.
  sub_bet_id INTEGER NOT NULL,
  -- open, won, lost, void, half-won or half-lost.
  result TEXT NOT NULL,
  PRIMARY KEY (ticket_row_id, position)
);
CREATE INDEX sportsbook_ticket_selections_outcome ON sportsbook_ticket_selections (outcome_id, result);

-- A cash-out quote: the value offered for a ticket, valid until expires_at; taking it checks the value again.
CREATE TABLE sportsbook_cashout_quotes (
  quote_id TEXT NOT NULL,
  ticket_row_id INTEGER NOT NULL REFERENCES sport_tickets (id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users (id),
  amount_minor INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (quote_id)
);

-- Booking codes: a saved slip anyone may open (JSON selections with the prices booked).
CREATE TABLE sportsbook_booking_codes (
  code TEXT NOT NULL,
  selections TEXT NOT NULL,
  created_by INTEGER REFERENCES users (id),
  expires_at INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (code)
);

-- Sport sessions (§7 session/create, session/create/test): a token an embedded sport page uses to read the
-- player's wallet through player/balance. Only its SHA-256 is stored; test sessions play with no real money.
CREATE TABLE sportsbook_sport_sessions (
  token_hash TEXT NOT NULL,
  user_id INTEGER NOT NULL REFERENCES users (id),
  is_test INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (token_hash)
);
