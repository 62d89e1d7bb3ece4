import sportsbookFile from '../../config/sportsbook/index.ts';
import type { MarketPricing } from '../../schemas/config/sportsbook.ts';

// The feed's market types are the config's templates (config/sportsbook/market-templates.ts): the outcome keys the
// page labels are the ones the feed sends, and `pricing` names the model that prices the type (pricing/). A market
// type is added by config alone when an existing model, read through `pricing`, can price it.

export interface MarketType {
  id: string;
  /** The outcome keys of a market of this type, in the feed's order (generated keys: correct scores, players). */
  outcomeKeys: readonly string[];
  pricing: MarketPricing;
}

const byId = new Map<string, MarketType>(
  sportsbookFile.marketTemplates.map((template) => [
    template.id,
    { id: template.id, outcomeKeys: template.outcomes.map((outcome) => outcome.key), pricing: template.pricing as MarketPricing },
  ]),
);

/** The market type `id`; throws for a type no template declares (a sport's feed plans only declared types). */
export function marketTypeOf(id: string): MarketType {
  const type = byId.get(id);
  if (!type) throw new Error(`config/sportsbook/market-templates.ts: no template for market type "${id}"`);
  return type;
}
