import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import * as sport from '../../generated/sport/sport.zod.ts';
import { priceToDecimal } from '../../src/domain/bet-maths.ts';
import { admitOrThrow, clientAddress, throttleKeys, throttleOf } from '../auth/throttle.ts';
import type { SandboxContext, SandboxEnv } from '../context.ts';
import { ApiError } from '../errors.ts';
import { sendJson, validateJson } from '../validate.ts';
import { betErrorCodes, betsSettings, checkExisting, parseSelections, shortCode, type ParsedSelection } from './bet-rules.ts';
import { sportsbookFeed } from './feed.ts';
import { feedOutcomes, isAvailable, iso } from './tickets.ts';

// The booking codes of the sport integration (§6: a slip shared by a code), a group of the bet routes
// (bets.ts mounts it): open to guests, at a rate per client address.

const BookingBody = sport.CreateSportBookingCodeBody.strict();
/** An expired booking code still answers "expired" for a day, then it is purged. */
export const bookingCodePurgeAfterMs = 86_400_000;

export function bookingCodeRoutes(context: SandboxContext) {
  const routes = new Hono<SandboxEnv>();
  const { db, clock } = context;
  const throttle = throttleOf(context);

  /**
   * Booking codes are open to guests (a slip is shared before signing in), so each client address books at most
   * throttlePolicies.bookingAddress new codes (300 were made in 2.6 s, each kept 7 days). The same slip (the same
   * selections at the same prices) booked again while its code lives gets that code back, free of charge; codes a
   * day past their life are purged at each booking (the day keeps "expired" rather than "not found" for a late link).
   */
  routes.post('/sport-integration/booking/', validateJson(BookingBody), async (c) => {
    const selections = parseSelections(c.req.valid('json').selections);
    const addressKey = [throttleKeys.bookingAddress(clientAddress(c, context.config.trustProxy))];
    admitOrThrow(throttle, clock, addressKey);
    let created = false;
    try {
      await sportsbookFeed(context);
      const outcomes = await feedOutcomes(db, selections.map((selection) => selection.outcomeId));
      checkExisting(selections, outcomes);
      const now = clock.now();
      const stored = JSON.stringify([...selections].sort((a, b) => a.outcomeId - b.outcomeId));
      const slipKey = createHash('sha256').update(stored).digest('hex');
      const same = await db.get<{ code: string; expires_at: number }>('SELECT code, expires_at FROM sportsbook_booking_codes WHERE slip_key = ? AND expires_at > ? ORDER BY expires_at DESC LIMIT 1', [slipKey, now]);
      if (same) return sendJson(c, sport.CreateSportBookingCodeResponse, { code: same.code, expiresAt: iso(same.expires_at) });
      await db.run('DELETE FROM sportsbook_booking_codes WHERE expires_at <= ?', [now - bookingCodePurgeAfterMs]);
      const expiresAt = now + betsSettings(context).bookingCodeTtlMs;
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const code = shortCode(8);
        const inserted = await db.run('INSERT INTO sportsbook_booking_codes (code, selections, slip_key, created_by, expires_at, created_at) VALUES (?, ?, ?, NULL, ?, ?) ON CONFLICT (code) DO NOTHING', [code, stored, slipKey, expiresAt, now]);
        if (inserted.changes === 1) {
          created = true;
          return sendJson(c, sport.CreateSportBookingCodeResponse, { code, expiresAt: iso(expiresAt) });
        }
      }
      throw new Error('No free booking code after 5 attempts');
    } finally {
      // Only a new code counts against the address: the same slip again, or a refused one, costs nothing.
      if (!created) throttle.refund(addressKey);
    }
  });

  routes.get('/sport-integration/booking/:code', async (c) => {
    const code = c.req.param('code').toUpperCase();
    const row = /^[A-Z0-9]{8}$/.test(code) ? await db.get<{ selections: string; expires_at: number }>('SELECT selections, expires_at FROM sportsbook_booking_codes WHERE code = ?', [code]) : undefined;
    if (!row) throw new ApiError(404, { code: betErrorCodes.bookingCodeNotFound, message: 'No slip has this booking code.' });
    if (row.expires_at <= clock.now()) throw new ApiError(404, { code: betErrorCodes.bookingCodeExpired, message: 'This booking code has expired.' });
    const booked = JSON.parse(row.selections) as ParsedSelection[];
    await sportsbookFeed(context);
    const outcomes = await feedOutcomes(db, booked.map((selection) => selection.outcomeId));
    return sendJson(c, sport.GetSportBookingCodeResponse, {
      code,
      expiresAt: iso(row.expires_at),
      selections: booked.map((selection) => {
        const outcome = outcomes.get(selection.outcomeId);
        const available = outcome !== undefined && isAvailable(outcome);
        return {
          eventId: selection.eventId,
          marketId: selection.marketId,
          outcomeId: selection.outcomeId,
          bookedOdd: priceToDecimal(selection.price),
          odd: available ? priceToDecimal(outcome.price) : null,
          eventName: outcome ? `${outcome.home_name} - ${outcome.away_name}` : null,
          available,
        };
      }),
    });
  });

  return routes;
}
