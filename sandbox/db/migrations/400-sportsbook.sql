-- Sportsbook feed (§2 Sportsbook): sports, leagues, teams, events, markets and outcomes of the sandbox's feed
-- (sandbox/sportsbook/). The feed is generated from a seed and advanced on the sandbox clock; these tables
-- hold its current state, which the REST endpoints read and the live stream's snapshots return.
-- Times are integer ms since the epoch (sandbox clock); booleans 0/1; prices integer hundredths (1.85 -> 185).
-- Ids are the feed's own (explicit, deterministic from the seed), so no column is auto-numbered.

-- One row: the seed the feed was generated from, the last sequence number of the live stream, and how far the
-- schedule has been published into these tables.
CREATE TABLE sportsbook_feed_state (
  feed TEXT NOT NULL,
  seed INTEGER NOT NULL,
  seq INTEGER NOT NULL,
  published_through INTEGER NOT NULL,
  stepped_at INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (feed)
);

CREATE TABLE sportsbook_sports (
  id INTEGER NOT NULL,
  name TEXT NOT NULL,
  sort_order INTEGER NOT NULL,
  PRIMARY KEY (id)
);

CREATE TABLE sportsbook_leagues (
  id INTEGER NOT NULL,
  sport_id INTEGER NOT NULL REFERENCES sportsbook_sports (id),
  name TEXT NOT NULL,
  slug TEXT NOT NULL,
  -- ISO 3166 alpha-2, or NULL for an international competition (CAF, UEFA, ATP...).
  country_code TEXT,
  country_name TEXT NOT NULL,
  is_top INTEGER NOT NULL,
  sort_order INTEGER NOT NULL,
  -- Lower case without accents, for search (§5).
  search_name TEXT NOT NULL,
  PRIMARY KEY (id)
);
CREATE INDEX sportsbook_leagues_sport ON sportsbook_leagues (sport_id, sort_order);

CREATE TABLE sportsbook_teams (
  id INTEGER NOT NULL,
  sport_id INTEGER NOT NULL REFERENCES sportsbook_sports (id),
  name TEXT NOT NULL,
  country_code TEXT,
  search_name TEXT NOT NULL,
  PRIMARY KEY (id)
);

CREATE TABLE sportsbook_events (
  id INTEGER NOT NULL,
  sport_id INTEGER NOT NULL REFERENCES sportsbook_sports (id),
  league_id INTEGER NOT NULL REFERENCES sportsbook_leagues (id),
  home_team_id INTEGER NOT NULL REFERENCES sportsbook_teams (id),
  away_team_id INTEGER NOT NULL REFERENCES sportsbook_teams (id),
  start_at INTEGER NOT NULL,
  -- prematch, live or ended.
  status TEXT NOT NULL,
  phase TEXT,
  -- JSON: { seconds, running, direction, at } or NULL for sports without a clock.
  clock TEXT,
  score_home INTEGER,
  score_away INTEGER,
  -- JSON: period scores, the point in the current game, the server.
  score_detail TEXT,
  -- JSON: the latest goal, VAR check... shown for a few seconds.
  incident TEXT,
  ended_at INTEGER,
  -- The stream sequence number of the last change to the event, its markets or outcomes.
  updated_seq INTEGER NOT NULL,
  search_name TEXT NOT NULL,
  PRIMARY KEY (id)
);
CREATE INDEX sportsbook_events_status ON sportsbook_events (status, sport_id, start_at);
CREATE INDEX sportsbook_events_league ON sportsbook_events (league_id, start_at);
CREATE INDEX sportsbook_events_start ON sportsbook_events (start_at);

CREATE TABLE sportsbook_markets (
  id INTEGER NOT NULL,
  event_id INTEGER NOT NULL REFERENCES sportsbook_events (id) ON DELETE CASCADE,
  type TEXT NOT NULL,
  period TEXT,
  line TEXT,
  team TEXT,
  player_id INTEGER,
  player_name TEXT,
  -- open, suspended, closed or settled.
  status TEXT NOT NULL,
  sort_order INTEGER NOT NULL,
  PRIMARY KEY (id)
);
CREATE INDEX sportsbook_markets_event ON sportsbook_markets (event_id, sort_order);

CREATE TABLE sportsbook_outcomes (
  id INTEGER NOT NULL,
  market_id INTEGER NOT NULL REFERENCES sportsbook_markets (id) ON DELETE CASCADE,
  event_id INTEGER NOT NULL,
  outcome_key TEXT NOT NULL,
  name TEXT,
  price INTEGER NOT NULL,
  -- Incremented at every price change: a bet slip quotes it (§5 Bet slip).
  price_version INTEGER NOT NULL,
  status TEXT NOT NULL,
  -- won, lost or void once settled.
  result TEXT,
  sort_order INTEGER NOT NULL,
  PRIMARY KEY (id)
);
CREATE INDEX sportsbook_outcomes_market ON sportsbook_outcomes (market_id, sort_order);
CREATE INDEX sportsbook_outcomes_event ON sportsbook_outcomes (event_id);
