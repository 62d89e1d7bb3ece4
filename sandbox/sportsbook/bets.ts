import { Hono } from 'hono';
import { z } from 'zod';
import type { SandboxContext, SandboxEnv } from '../context.ts';
import { validateJson } from '../validate.ts';
import { betsSettings, setBetsSettings } from './bet-rules.ts';
import { bookingCodeRoutes } from './booking-codes.ts';
import { betBuilderRoutes } from './builder/routes.ts';
import { cashOutRoutes } from './cash-out.ts';
import { ticketEditRoutes } from './edit.ts';
import { onFeedStep } from './feed.ts';
import { settleOpenTickets } from './settlement.ts';
import { sportSessionRoutes } from './sport-sessions.ts';
import { ticketPlacementRoutes } from './ticket-placement.ts';

/**
 * The sport integration's ticket calls (§7: ticket/placement, ticket/status, player/balance, session/create and
 * session/create/test; schemas/openapi/sport.yaml) on the sandbox's own feed, plus cash-out (§6, at the
 * operator's discretion) and the edit of an open accumulator (docs/product.md §5 "Edit bet"), in one group each:
 * ticket-placement.ts, cash-out.ts, edit.ts, sport-sessions.ts and booking-codes.ts, with what they share in
 * bet-rules.ts. Bet history, sub-bets and cancel are sandbox/services/sport-bets.ts, which reads the same
 * sport_tickets rows.
 *
 * Who asks: every call but the booking codes needs a signed-in player (role P): a guest gets 401, an agent or a
 * cashier 403 permission_denied, and another player's ticket is 404 as if it did not exist. Booking codes are open
 * to anyone, at a rate per client address.
 *
 * Money (DESIGN "Money"): placement, cash-out and edit carry an Idempotency-Key (a doubled or retried request places
 * one ticket and moves the balance once), and every rule (prices, availability, stake limits, loss limit,
 * balance) is checked inside the transaction that debits the stake, under the player's lock (ledger.forPlayer).
 */

const SettingsBody = z.strictObject({
  liveAcceptanceDelayMs: z.int().min(0).max(600_000).optional(),
  cashOutMarginPercent: z.int().min(0).max(50).optional(),
  cashOutQuoteTtlMs: z.int().min(1_000).max(600_000).optional(),
  bookingCodeTtlMs: z.int().min(60_000).max(90 * 86_400_000).optional(),
});

export function sportsbookBetsRoutes(context: SandboxContext) {
  const routes = new Hono<SandboxEnv>();
  onFeedStep(context, async () => {
    await settleOpenTickets(context);
  });

  routes.route('/', ticketPlacementRoutes(context));
  routes.route('/', cashOutRoutes(context));
  routes.route('/', ticketEditRoutes(context));
  routes.route('/', sportSessionRoutes(context));
  routes.route('/', bookingCodeRoutes(context));
  routes.route('/', betBuilderRoutes(context));

  if (context.config.controlRoutes) {
    /** The acceptance delay of live tickets, the cash-out margin and quote life, the booking codes' life. */
    routes.put('/sandbox/sportsbook/bets/settings', validateJson(SettingsBody), async (c) => {
      const next = { ...betsSettings(context), ...c.req.valid('json') };
      setBetsSettings(context, next);
      return c.json(next);
    });
  }

  return routes;
}
