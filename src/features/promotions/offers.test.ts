import { describe, expect, it } from 'vitest';
import type { PromotionConfig } from '../../../schemas/config/promotion.ts';
import { ctaHref, isListed, offerText } from './offers.ts';

// A fixture offer (CONVENTIONS 18); the addresses come from the route table (sign-up/{promocode}, §2).
const offer: PromotionConfig = {
  id: 'fixture',
  page: { route: 'promotions-detail-type', params: { type: 'deposit' } },
  order: 1,
  eligibility: 'everyone',
  image: { src: '/promotions/deposit.svg', width: 640, height: 320 },
  cta: { route: 'profile-replenishment' },
  promoCode: 'CODE10',
  figures: { percent: 50, maxBonus: '300', minDeposit: '20.5', wagering: 5 },
  text: {
    'fr-fr': { title: '{{percent}} % de bonus', summary: 'Jusqu’à {{maxBonus}} dès {{minDeposit}}', terms: ['Misé {{wagering}} fois, code {{promoCode}}.'], cta: 'Déposer' },
    'en-US': { title: '{{percent}}% bonus', summary: 'Up to {{maxBonus}} from {{minDeposit}}', terms: ['Wagered {{wagering}} times, code {{promoCode}}.'], cta: 'Deposit' },
  },
};

describe('offers (§2 promotions)', () => {
  it('fills the figures in the language’s conventions, money through the money module', () => {
    const french = offerText(offer, 'fr-fr', 'fr-fr', 'fr-FR', 'TND');
    expect(french.title).toBe('50 % de bonus');
    expect(french.summary.replace(/\s/g, ' ')).toBe('Jusqu’à 300,00 TND dès 20,50 TND');
    expect(french.terms).toEqual(['Misé 5 fois, code CODE10.']);
    expect(offerText(offer, 'en-US', 'fr-fr', 'en-US', 'TND').summary.replace(/\s/g, ' ')).toBe('Up to TND 300.00 from TND 20.50');
  });

  it('falls back to the default language for a language the offer lacks', () => {
    expect(offerText(offer, 'ar', 'fr-fr', 'ar-TN', 'TND').cta).toBe('Déposer');
  });

  it('sends a guest to sign-up with the code, a player to the offer route, and no one from a new-players offer once signed in', () => {
    expect(ctaHref(offer, false)).toBe('/sign-up/CODE10');
    expect(ctaHref({ ...offer, promoCode: undefined }, false)).toBe('/sign-up');
    expect(ctaHref(offer, true)).toBe('/profile/replenishment');
    expect(ctaHref({ ...offer, eligibility: 'new-players' }, true)).toBeNull();
  });

  it('lists an offer until its last day, and never a hidden one', () => {
    expect(isListed({ ...offer, endsOn: '2026-11-25' }, '2026-11-25')).toBe(true);
    expect(isListed({ ...offer, endsOn: '2026-11-24' }, '2026-11-25')).toBe(false);
    expect(isListed({ ...offer, listed: false }, '2026-11-25')).toBe(false);
  });
});
