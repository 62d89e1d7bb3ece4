import { defineAccumulatorBoost } from '../../schemas/config/accumulator-boost.define.ts';

// The accumulator boost the sport promotion advertises (config/promotions/sport.ts, docs/product.md §5 Bet slip):
// prematch accumulators of 5 or more selections, each at 1.30 or more, get 5 % more net winnings at 5 selections and
// 1 % more per further selection, up to 20 %, paid with the win at settlement.
export default defineAccumulatorBoost({
  minSelections: 5,
  minOdds: '1.30',
  firstPercent: 5,
  percentPerSelection: 1,
  maxPercent: 20,
  prematchOnly: true,
});
