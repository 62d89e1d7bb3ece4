import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { acceptsPriceMove, oddsPolicies, pendingTicketPolicy } from './odds-policy.ts';

// §5 Odds changes (docs/product.md): one rule for the slip and the sandbox.
describe('the odds-change policy', () => {
  it('takes an unchanged price under every policy, any move under accept-any, a rise only under accept-higher, none under ask', () => {
    fc.assert(
      fc.property(fc.constantFrom(...oddsPolicies), fc.integer({ min: 101, max: 100_000 }), fc.integer({ min: 101, max: 100_000 }), (policy, picked, now) => {
        const expected = picked === now || policy === 'accept-any' || (policy === 'accept-higher' && now > picked);
        expect(acceptsPriceMove(policy, picked, now)).toBe(expected);
      }),
    );
    expect(acceptsPriceMove('accept-higher', 185, 190)).toBe(true);
    expect(acceptsPriceMove('accept-higher', 185, 180)).toBe(false);
    expect(acceptsPriceMove('ask', 185, 190)).toBe(false);
  });

  it('decides a pending ticket with accept-any covering rises only: a fall in flight is never taken', () => {
    expect(pendingTicketPolicy('accept-any')).toBe('accept-higher');
    expect(pendingTicketPolicy('accept-higher')).toBe('accept-higher');
    expect(pendingTicketPolicy('ask')).toBe('ask');
    expect(acceptsPriceMove(pendingTicketPolicy('accept-any'), 200, 150)).toBe(false);
  });
});
