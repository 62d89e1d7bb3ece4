import { Hono } from 'hono';
import * as sport from '../../../generated/sport/sport.zod.ts';
import { priceToDecimal } from '../../../src/domain/bet-maths.ts';
import type { SandboxContext, SandboxEnv } from '../../context.ts';
import { ApiError, errorCodes } from '../../errors.ts';
import { sendJson, validateJson } from '../../validate.ts';
import { sportsbookFeed, type SportsbookFeed } from '../feed.ts';
import { builderOpen, quoteBuilder, type BuilderQuote } from './quote.ts';

// The bet builder's pricing call (docs/product.md §5 "Bet builder"), a group of the bet routes (bets.ts mounts it):
// public like every price, read-only, answered from the feed's state of the match.

const PriceBody = sport.PriceSportBuilderBody.strict();

export const builderErrorCodes = { unavailable: 'builder_unavailable' } as const;

/** The quote of `outcomeIds` on the event, or 404 (no such event to come) / 422 builder_unavailable (no builder). */
export function quoteOnFeed(feed: SportsbookFeed, eventId: number, outcomeIds: readonly number[]): BuilderQuote {
  const event = feed.eventRuntime(eventId);
  if (!event) throw new ApiError(404, { code: errorCodes.notFound, message: 'No such event to come.' });
  if (!builderOpen(event)) throw new ApiError(422, { code: builderErrorCodes.unavailable, message: 'This event offers no bet builder now.' });
  return quoteBuilder(event, outcomeIds);
}

/** A quote as the contract answers it (BuilderQuote). */
export function builderQuoteAnswer(quote: BuilderQuote) {
  return {
    eventId: quote.eventId,
    odd: quote.price === null ? null : priceToDecimal(quote.price),
    unpriced: quote.unpriced,
    legs: quote.legs.map((leg) => ({ outcomeId: leg.outcomeId, marketId: leg.marketId, odd: leg.price === null ? null : priceToDecimal(leg.price), refusal: leg.refusal })),
    fewestLegs: quote.minLegs,
    mostLegs: quote.maxLegs,
    cashOut: false,
  };
}

export function betBuilderRoutes(context: SandboxContext) {
  const routes = new Hono<SandboxEnv>();
  routes.post('/sport-integration/builder/price', validateJson(PriceBody), async (c) => {
    const body = c.req.valid('json');
    const feed = await sportsbookFeed(context);
    const quote = quoteOnFeed(feed, Number(body.event_id), body.outcome_ids.map(Number));
    return sendJson(c, sport.PriceSportBuilderResponse, builderQuoteAnswer(quote));
  });
  return routes;
}
