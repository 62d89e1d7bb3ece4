import { describe, expect, it } from 'vitest';
import accumulatorBoost from './accumulator-boost.ts';
import sportPromotion from '../promotions/sport.ts';
import { accumulatorBoostSchema } from '../../schemas/config/accumulator-boost.ts';

// The deployment's accumulator boost (docs/product.md §5 Bet slip) is the one the sport promotion advertises: its
// "up to" figure is the config's, and the terms' words name the config's figures in every language.
describe('config/sportsbook/accumulator-boost.ts', () => {
  const config = accumulatorBoostSchema.parse(accumulatorBoost);

  it('is the promotion’s: its "up to" percent, and the terms name its selections, price and steps', () => {
    expect(sportPromotion.figures.percent).toBe(config.maxPercent);
    for (const [language, text] of Object.entries(sportPromotion.text)) {
      const terms = text.terms.join(' ').replace(/\s/g, ' ');
      const decimalMark = language === 'fr-fr' ? ',' : '.';
      expect(terms, language).toContain(String(config.minSelections));
      expect(terms, language).toContain(config.minOdds.replace('.', decimalMark));
      expect(terms, language).toMatch(new RegExp(`${config.firstPercent}\\s?[%٪]`));
      expect(terms, language).toMatch(new RegExp(`${config.percentPerSelection}\\s?[%٪]`));
    }
  });

  it('refuses a maximum below the first step', () => {
    expect(accumulatorBoostSchema.safeParse({ ...config, maxPercent: config.firstPercent - 1 }).success).toBe(false);
  });
});
