import { describe, expect, it } from 'vitest';
import { supportedCryptoCurrencies } from './crypto-deposit.tsx';

describe('§5 crypto currencies', () => {
  it('keeps only the supported ones, in the supported order', () => {
    const supported = ['btc', 'eth', 'usdttrc20', 'usdterc20', 'busdbsc', 'bnbbsc', 'doge', 'trx', 'ltc'];
    expect(supportedCryptoCurrencies(['ltc', 'xmr', 'BTC', 'doge', 'eth'], supported)).toEqual(['btc', 'eth', 'doge', 'ltc']);
    expect(supportedCryptoCurrencies([], supported)).toEqual([]);
  });
});
