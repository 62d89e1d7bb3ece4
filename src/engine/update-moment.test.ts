import { describe, expect, it } from 'vitest';
import { isBusyPage } from './update-moment.ts';

// §4 Service worker: a new version takes over only at a safe moment, never during a game or a payment.
const page = (routeId: string, layout: 'shell' | 'bare' = 'shell') => ({ handle: { kind: 'page', routeId, layout } });

describe('a safe moment for a new version (§4 Service worker)', () => {
  it('is not during a game (a bare page or a modal open over the page) or on a payment page', () => {
    expect(isBusyPage([{ handle: undefined }, page('slots-game', 'bare')], 0)).toBe(true);
    expect(isBusyPage([page('deposit')], 0)).toBe(true);
    expect(isBusyPage([page('profile-replenishment')], 0)).toBe(true);
    expect(isBusyPage([page('sport-page')], 1)).toBe(true);
  });

  it('is any other page with no modal open', () => {
    expect(isBusyPage([{ handle: undefined }, page('sport-page')], 0)).toBe(false);
    expect(isBusyPage([page('profile-transactions')], 0)).toBe(false);
  });
});
