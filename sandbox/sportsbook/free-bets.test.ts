import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Event } from '../../generated/sportsbook/sportsbook.schemas.ts';
import { settleOpenTickets } from './settlement.ts';
import { signedInPlayer, sportsbookTestSandbox, type SportsbookTestSandbox } from './testing.ts';

// Free bets (docs/product.md "Free bets", §5): a ticket staked from the bonus balance pays its winnings, stake not
// returned, to the bonus balance. The attack it closes: free bets on every side of one market paid cash whichever
// side won, turning bonus into withdrawable cash while the bonus exchange was refused.
const start = Date.UTC(2026, 10, 14, 18, 20);
let sb: SportsbookTestSandbox;
let player: string;
let userId: number;
let markets: { eventId: number; marketId: number; outcomes: { id: number; price: string }[] }[] = [];

let keys = 0;
const key = (label: string) => `${label}-${(keys += 1)}-${Math.random().toString(36).slice(2, 10)}`;
const toMinor = (money: string) => Math.round(Number(money) * 100);

beforeAll(async () => {
  sb = await sportsbookTestSandbox(start);
  ({ access: player, userId } = await signedInPlayer(sb));
  const answer = await sb.sandbox.call('GET', '/api/sportsbook/events?section=prematch&markets=match-result,match-winner&limit=200');
  markets = (answer.json.items as Event[]).flatMap((event) =>
    event.markets
      .filter((market) => market.status === 'open' && market.outcomes.length >= 2 && market.outcomes.every((outcome) => outcome.status === 'open'))
      .map((market) => ({ eventId: event.id, marketId: market.id, outcomes: market.outcomes.map((outcome) => ({ id: outcome.id, price: outcome.price })) })),
  );
}, 120_000);
afterAll(() => sb?.sandbox.dispose());

const balances = () => sb.sandbox.context.ledger.balances(userId);
const fund = async (account: 'cash' | 'bonus', minor: number) => {
  if (minor > 0) await sb.sandbox.context.ledger.credit(userId, account, minor, { reason: 'test-funding', idempotencyKey: key(`fund-${account}`) });
};
const place = (market: (typeof markets)[number], outcomeIndex: number, stake: string, wallet: 'cash' | 'bonus') => {
  const outcome = market.outcomes[outcomeIndex % market.outcomes.length];
  const selection = { event_id: String(market.eventId), market_id: String(market.marketId), outcome_id: String(outcome.id), odd: outcome.price };
  return sb.sandbox.call('POST', '/sport-integration/ticket/placement', { token: player, body: { type: 'single', stake, selections: [selection], odds_policy: 'accept-any', wallet }, headers: { 'Idempotency-Key': key('place') } });
};
/** Results the market: one outcome won and the others lost, or every outcome void. */
const result = async (market: (typeof markets)[number], winner: number | 'void') => {
  for (const [index, outcome] of market.outcomes.entries()) {
    const value = winner === 'void' ? 'void' : index === winner % market.outcomes.length ? 'won' : 'lost';
    await sb.sandbox.context.db.run('UPDATE sportsbook_outcomes SET result = ? WHERE id = ?', [value, outcome.id]);
  }
  await settleOpenTickets(sb.sandbox.context, userId);
};

describe('free bets pay their winnings to the bonus balance', () => {
  it('covering both sides of a market with free bets leaves the cash untouched, and the exchange still refused', async () => {
    const market = markets.find((candidate) => candidate.outcomes.length === 2) ?? markets[0];
    markets = markets.filter((candidate) => candidate !== market);
    const before = await balances();
    await fund('bonus', 10_000);
    const bonusStart = (await balances()).bonusMinor;
    const first = await place(market, 0, '32.86', 'bonus');
    const second = await place(market, 1, '67.14', 'bonus');
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(first.json).toMatchObject({ isFreeBet: true });
    await result(market, 0);
    const after = await balances();
    expect(after.cashMinor).toBe(before.cashMinor);
    // The winner's winnings only (stake not returned), onto the bonus balance.
    const winnings = Math.floor((3286 * toMinor(market.outcomes[0].price)) / 100) - 3286;
    expect(after.bonusMinor).toBe(bonusStart - 10_000 + winnings);
    const paid = (await sb.sandbox.context.ledger.entries(userId, { limit: 1000 })).filter((entry) => entry.reference === first.json.ticketId && entry.amountMinor > 0);
    expect(paid.map((entry) => [entry.account, entry.reason, entry.amountMinor])).toEqual([['bonus', 'sport-free-bet-win', winnings]]);
    // The bonus reaches cash only through the exchange, whose §5 threshold still refuses a player with cash.
    const exchange = await sb.sandbox.call('POST', '/api/bonus-system/bonusbalance-to-balance/', { token: player, body: { amount: '10.00' }, headers: { 'Idempotency-Key': key('exchange') } });
    expect([exchange.status, exchange.json.code]).toEqual([422, 'balance_not_low_enough']);
  });

  it('a free bet voided whole gives its stake back to the bonus balance, never to cash', async () => {
    const market = markets.shift()!;
    await fund('bonus', 500);
    const before = await balances();
    expect((await place(market, 0, '5.00', 'bonus')).status).toBe(200);
    await result(market, 'void');
    expect(await balances()).toEqual(before);
  });

  it('no sequence of free bets, cash bets and settlements ends with more cash than the cash staked and won with cash', async () => {
    const bet = fc.record({ outcome: fc.nat(2), stakeMinor: fc.integer({ min: 10, max: 5_000 }), wallet: fc.constantFrom<'cash' | 'bonus'>('bonus', 'bonus', 'cash') });
    const round = fc.record({ bets: fc.array(bet, { minLength: 1, maxLength: 5 }), winner: fc.oneof(fc.nat(2), fc.constant<'void'>('void')) });
    await fc.assert(
      fc.asyncProperty(fc.array(round, { minLength: 1, maxLength: 3 }), async (rounds) => {
        const cashStart = (await balances()).cashMinor;
        let cashOut = 0;
        let cashBack = 0;
        for (const { bets, winner } of rounds) {
          const market = markets.shift();
          expect(market, 'the programme has a fresh market for every round').toBeDefined();
          if (!market) return;
          await fund('bonus', bets.filter((entry) => entry.wallet === 'bonus').reduce((sum, entry) => sum + entry.stakeMinor, 0));
          await fund('cash', bets.filter((entry) => entry.wallet === 'cash').reduce((sum, entry) => sum + entry.stakeMinor, 0));
          for (const entry of bets) {
            const stake = (entry.stakeMinor / 100).toFixed(2);
            const placed = await place(market, entry.outcome, stake, entry.wallet);
            expect(placed.status).toBe(200);
            if (entry.wallet === 'cash') {
              cashOut += entry.stakeMinor;
              const outcomeIndex = entry.outcome % market.outcomes.length;
              const won = winner !== 'void' && outcomeIndex === winner % market.outcomes.length;
              if (winner === 'void') cashBack += entry.stakeMinor;
              if (won) cashBack += Math.floor((entry.stakeMinor * toMinor(market.outcomes[outcomeIndex].price)) / 100);
            }
          }
          await result(market, winner);
        }
        const funded = rounds.flatMap((entry) => entry.bets).filter((entry) => entry.wallet === 'cash').reduce((sum, entry) => sum + entry.stakeMinor, 0);
        const cashEnd = (await balances()).cashMinor;
        // What the cash did, funding aside: at most the cash staked and won with cash, whatever the free bets did.
        expect(cashEnd - cashStart - funded).toBeLessThanOrEqual(cashBack - cashOut);
      }),
      { numRuns: 40 },
    );
  }, 120_000);
});
