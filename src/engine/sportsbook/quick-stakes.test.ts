import { describe, expect, it } from 'vitest';
import { marketSchema } from '../../../schemas/config/market.ts';
import tn from '../../../config/markets/tn.ts';
import { quickStakes } from './quick-stakes.ts';

// §5 Bet slip: the quick stakes are the market's data (CONVENTIONS 18: a fixture market beside the deployment's).
describe('quick stakes', () => {
  it('are read from the market the slip is given', () => {
    expect(quickStakes({ quickStakes: ['2', '20'] })).toEqual(['2', '20']);
  });

  it('refuse a stake listed twice and one under the minimum stake, with the field', () => {
    const twice = marketSchema.safeParse({ ...tn, quickStakes: ['5', '5.00'] });
    expect(twice.success ? [] : twice.error.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['quickStakes', 'A quick stake is listed twice']]);
    const low = marketSchema.safeParse({ ...tn, quickStakes: [] });
    expect(low.success).toBe(false);
  });
});
