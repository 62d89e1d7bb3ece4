import { describe, expect, it } from 'vitest';
import { orderJackpots } from './jackpots.tsx';

// The order is the market's (§3/§9 `jackpotOrder`); these fixture orders are not this deployment's.
const rows = (...names: string[]) => names.map((name, id) => ({ id, name, amount: '1.00', winner: null }));

describe('orderJackpots', () => {
  it("follows the market's order, whatever order the server answers in", () => {
    expect(orderJackpots(rows('bronze', 'gold', 'silver'), ['gold', 'silver', 'bronze']).map((row) => row.name)).toEqual(['gold', 'silver', 'bronze']);
    expect(orderJackpots(rows('bronze', 'gold', 'silver'), ['silver', 'gold', 'bronze']).map((row) => row.name)).toEqual(['silver', 'gold', 'bronze']);
  });

  it('compares names without case and puts a jackpot the order does not name last, in server order', () => {
    const ordered = orderJackpots(rows('Mega', 'Bronze', 'Mini', 'Gold'), ['gold', 'bronze']).map((row) => row.name);
    expect(ordered).toEqual(['Gold', 'Bronze', 'Mega', 'Mini']);
  });
});
