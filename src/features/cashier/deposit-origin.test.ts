import { describe, expect, it } from 'vitest';
import { isDepositOrigin } from './deposit-origin.ts';

describe('isDepositOrigin (§2 Player journey: back to where I was)', () => {
  it('accepts the site pages a player deposits from', () => {
    expect(isDepositOrigin('/slots/casino?categories=popular')).toBe(true);
    expect(isDepositOrigin('/slots/orbit/1001')).toBe(true);
  });
  it('refuses other origins and cashier steps', () => {
    expect(isDepositOrigin('//evil.example/x')).toBe(false);
    expect(isDepositOrigin('https://evil.example/')).toBe(false);
    expect(isDepositOrigin('/\\evil.example')).toBe(false);
    expect(isDepositOrigin('/profile/replenishment')).toBe(false);
    expect(isDepositOrigin('/deposit/sandbox-card?payment_id=3')).toBe(false);
    expect(isDepositOrigin(null)).toBe(false);
  });
});
