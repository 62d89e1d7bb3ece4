import * as z from 'zod';
import { ExchangeBonusBalanceBody } from '../../generated/bonus/bonus.zod.ts';
import type { MarketConfig } from '../../schemas/config/market.ts';
import { normaliseAmount, toMinorUnits } from './cashier-money.ts';

/** §5 Bonus exchange: the bonus amount must be above the market's figure (3 TND, §9). */
export function exchangeBonusSchema(limits: Pick<MarketConfig['limits'], 'bonusExchangeAbove'>) {
  const aboveMinor = toMinorUnits(limits.bonusExchangeAbove) ?? 0;
  return z.object({
    amount: z.preprocess(normaliseAmount, ExchangeBonusBalanceBody.shape.amount.refine((value) => (toMinorUnits(value) ?? 0) > aboveMinor, 'profile.exchange.amountTooSmall')),
  });
}
