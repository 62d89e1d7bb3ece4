-- Booking codes (§5 Bounds): the same slip booked twice gives the same code, found by the slip's key (a SHA-256 of
-- its selections in outcome order), and codes past their life are purged (sandbox/sportsbook/bets.ts).
ALTER TABLE sportsbook_booking_codes ADD COLUMN slip_key TEXT;
CREATE INDEX sportsbook_booking_codes_slip ON sportsbook_booking_codes (slip_key);
CREATE INDEX sportsbook_booking_codes_expiry ON sportsbook_booking_codes (expires_at);
