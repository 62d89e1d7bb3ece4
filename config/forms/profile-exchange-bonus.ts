import { defineForm } from '../../schemas/config/form.define.ts';
import type { MarketConfig } from '../../schemas/config/market.ts';

/** §5 Bonus exchange, with the market's minimum (market.limits.bonusExchangeAbove). */
export const exchangeBonusForm = (limits: Pick<MarketConfig['limits'], 'bonusExchangeAbove'>) =>
  defineForm({
    id: 'profile-exchange-bonus',
    schema: () => import('./profile-exchange-bonus.schema.ts').then((module) => module.exchangeBonusSchema(limits)),
    submitKey: 'profile.exchange.submit',
    fields: [{ name: 'amount', kind: 'text', labelKey: 'profile.exchange.amount', autoComplete: 'off', hintKey: 'profile.exchange.amountHint', invalidKey: 'profile.field.invalidAmount' }],
  });
