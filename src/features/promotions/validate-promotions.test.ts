import { describe, expect, it } from 'vitest';
import promotions from '../../../config/promotions/index.ts';
import { validateConfig } from '../../engine/validate-config.ts';
import { validatePromotions } from './validate-promotions.ts';

const config = validateConfig();
const base = { languages: config.market.languages, routes: config.routes, modals: config.modals };
const deposit = promotions.find((offer) => offer.id === 'deposit')!;

/** The repository's offers with one replaced. */
function withOffer(id: string, change: (offer: Record<string, unknown>) => unknown): unknown[] {
  return promotions.map((offer) => (offer.id === id ? change(structuredClone(offer) as unknown as Record<string, unknown>) : offer));
}

describe('config/promotions (§2 promotions)', () => {
  it('every offer parses, has every language of the market and every promotion page has its offer', () => {
    const offers = validatePromotions(base);
    expect(offers.map((offer) => offer.id)).toEqual(expect.arrayContaining(['deposit', ...Array.from({ length: 9 }, (_, index) => `welcome-offer-${index + 1}`)]));
    for (const offer of offers) expect(Object.keys(offer.text).sort()).toEqual([...config.market.languages].sort());
  });

  it('serves a market that offers fewer languages than the deployment writes, and refuses a language outside it', () => {
    const fewer = config.market.languages.filter((language) => language !== 'en-US');
    expect(validatePromotions({ ...base, languages: fewer, deploymentLanguages: config.market.languages }).length).toBe(promotions.length);
    expect(() => validatePromotions({ ...base, languages: fewer })).toThrow(/^config\/promotions\/[\w-]+\.ts: text\.en-US: "en-US" is not a language of this deployment/);
  });

  it('a file without one language names itself and the language', () => {
    const broken = withOffer('deposit', (offer) => {
      delete (offer.text as Record<string, unknown>).ar;
      return offer;
    });
    expect(() => validatePromotions({ ...base, promotions: broken })).toThrow(/^config\/promotions\/deposit\.ts: text\.ar: missing/);
  });

  it('a placeholder without its figure names the file, language and term', () => {
    const broken = withOffer('sport', (offer) => {
      const text = offer.text as Record<string, { terms: string[] }>;
      text['en-US'].terms[1] = 'Capped at {{maxBonus}}.';
      return offer;
    });
    expect(() => validatePromotions({ ...base, promotions: broken })).toThrow('config/promotions/sport.ts: text.en-US.terms[1]: {{maxBonus}} has no value: the offer gives no figures.maxBonus');
  });

  it('a call to action to an unknown route or a bad field names the file and field', () => {
    const unknownRoute = withOffer('casino', (offer) => ({ ...offer, cta: { route: 'no-such-route' } }));
    expect(() => validatePromotions({ ...base, promotions: unknownRoute })).toThrow('config/promotions/casino.ts: cta.route: Unknown route "no-such-route"');
    const badCode = withOffer('deposit', (offer) => ({ ...offer, promoCode: 'lower case' }));
    expect(() => validatePromotions({ ...base, promotions: badCode })).toThrow(/^config\/promotions\/deposit\.ts: promoCode: Expected 3 to 20 capital letters/);
    const missingImage = withOffer('deposit', (offer) => ({ ...offer, image: { src: '/promotions/nothing.svg', width: 640, height: 320 } }));
    expect(() => validatePromotions({ ...base, promotions: missingImage })).toThrow('config/promotions/deposit.ts: image.src: No file public/promotions/nothing.svg');
  });

  it('a welcome offer route without its offer, or no deposit offer, is refused', () => {
    const withoutSeventh = promotions.filter((offer) => offer.id !== 'welcome-offer-7');
    expect(() => validatePromotions({ ...base, promotions: withoutSeventh })).toThrow('No offer shows /promotions/welcome-offer-7');
    const withoutDeposit = promotions.filter((offer) => offer !== deposit);
    expect(() => validatePromotions({ ...base, promotions: withoutDeposit })).toThrow('No offer shows /promotions-detail/deposit');
  });
});
