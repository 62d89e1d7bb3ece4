import { describe, expect, it } from 'vitest';
import betTypes from './bet-types.ts';
import { betTypesSchema } from '../../schemas/config/bet-types.ts';
import en from '../languages/en-US/betslip.json';
import fr from '../languages/fr-fr/betslip.json';
import ar from '../languages/ar/betslip.json';
import { betErrorCodes } from '../../sandbox/sportsbook/bet-rules.ts';

// The deployment's bet types: they parse, and the slip can name each of them and every refusal the sandbox
// sends for a slip in the three languages (fr-fr, en-US, ar).
const packs = { 'fr-fr': fr, 'en-US': en, ar } as Record<string, Record<string, Record<string, string>>>;

describe('config/sportsbook/bet-types.ts', () => {
  it('parses, with singles, accumulator, the k-of-n system and the named full covers', () => {
    const types = betTypesSchema.parse(betTypes);
    expect(types.map((type) => type.id)).toEqual(['single', 'accumulator', 'system', 'trixie', 'patent', 'yankee', 'lucky-15', 'super-yankee', 'lucky-31', 'heinz', 'lucky-63']);
  });

  it('has a label for every type and a message for every slip refusal in every language pack', () => {
    for (const [language, pack] of Object.entries(packs)) {
      for (const type of betTypes) {
        const key = type.labelKey.replace(/^betslip\./, '').split('.');
        expect(pack[key[0]]?.[key[1]], `${language} ${type.labelKey}`).toBeTruthy();
      }
      for (const code of [...Object.values(betErrorCodes), 'not_enough_money', 'loss_limit_exceeded']) {
        expect(pack.refusals?.[code], `${language} betslip.refusals.${code}`).toBeTruthy();
      }
    }
  });
});
