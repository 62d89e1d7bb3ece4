import fc from 'fast-check';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import tn from '../config/markets/tn.ts';
import { marketDayStart } from '../src/domain/winnings-caps.ts';
import { startTemporaryPostgres, type TemporaryPostgres } from './db/temporary-postgres.ts';
import { catalogue } from './games/catalogue.ts';
import { formatMoney, parseMoney } from './money.ts';
import type { SandboxOptions } from './server.ts';
import { sportsbookTestSandbox } from './sportsbook/testing.ts';
import type { CallResult, TestSandbox } from './testing.ts';
import { winningsReasons } from './winnings.ts';

/**
 * §4 Money rules, §5 Bonus exchange, §9 Terms, attacked by random operation sequences (CONVENTIONS 23: a model-based
 * test that checks nothing is created). Several players deposit, withdraw, cancel, transfer, exchange bonus, spin
 * slots and the wheel, place sport tickets (cash and free bets, singles and accumulators) that the test results and
 * settles or cashes out (whole or in part), and replay their Idempotency-Keys: in the same game session, in a new
 * one, with another body, and after the sandbox's clock moved 25 h. A model keeps what each player may own, from
 * the answers alone; after every step the wallets must match it and the market's caps must hold, the day's
 * winnings read from the ledger as sandbox/winnings.ts counts them (docs/product.md "Money rules"). Each `it`
 * restricts the operations to one attack, so each finding shrinks to its own counter-example; the mixed ones mix
 * them all. One sandbox with a sportsbook feed per database serves every property (fresh players per run), and a
 * second one with small caps serves the property that drives the day's winnings past its cap.
 */

const hourMs = 3_600_000;
/** Players of a run unless a property asks for fewer (a transfer to a third player needs three). */
const defaultPlayers = 3;
const clientId = 'model-test-tab';
/** The feed's pinned start (a Saturday evening, as the sportsbook tests): the feed never steps by itself. */
const feedStart = Date.UTC(2026, 10, 14, 18, 20);

// ---- the model

interface PlayerModel {
  cashMinor: number;
  bonusMinor: number;
  /** Pending payouts of the player: payment id -> amount held (§4: held money is still the player's). */
  held: Map<number, number>;
  /**
   * §9 Terms: what the wins of each market day (start of the day -> minor units) paid above their stakes, casino,
   * wheel, sport and cash-out alike, from the answers (docs/product.md "Money rules": one counter).
   */
  wonByDay: Map<number, number>;
}

/** A sport ticket of the run, as its answers told it. */
interface TicketModel {
  player: number;
  id: number;
  ticketId: string;
  wallet: 'cash' | 'bonus';
  stakeMinor: number;
  potentialMinor: number;
  /** The share of the stake still on the ticket (parts per million; a partial cash-out takes some off). */
  sharePpm: number;
  amountOutMinor: number;
  outcomes: { outcomeId: number; marketId: number }[];
  open: boolean;
}

/** A first answer, kept to compare its replays with (§4: same key, same body, same answer, whenever it comes). */
interface KeyRecord {
  kind: 'transfer' | 'spin' | 'wheel' | 'sport-bet' | 'cash-out';
  player: number;
  key: string;
  /** The body or game the key was bound to (another one must be refused). */
  body: Record<string, unknown>;
  /** The route of an HTTP money request. */
  path?: string;
  game?: string;
  answer: unknown;
}

interface Model {
  players: PlayerModel[];
  keys: KeyRecord[];
  tickets: TicketModel[];
  /** What came in and went out, as the answers reported it (the conservation check). */
  totals: { seededMinor: number; depositedMinor: number; paidOutMinor: number; winsMinor: number; betsMinor: number; exchangedMinor: number };
}

interface RealPlayer {
  username: string;
  id: number;
  token: string;
  /** The open real-money game session (null once the clock moved past its lifetime). */
  game: { gameId: string; url: string } | null;
}

interface Real {
  sandbox: TestSandbox;
  players: RealPlayer[];
  cashier: string;
}

type Command = fc.AsyncCommand<Model, Real>;

const toMinor = (amount: string): number => {
  const minor = parseMoney(amount);
  if (minor === null) throw new Error(`not a money amount: ${amount}`);
  return minor;
};
const key = () => crypto.randomUUID();
const games = catalogue('first').slice(0, 2).map((game) => game.gameId);

/** Status and JSON body: what a replay must repeat. */
const answerOf = (result: { status: number; json: unknown }) => ({ status: result.status, body: result.json });

async function balancesOf(real: Real, player: number) {
  return real.sandbox.context.ledger.balances(real.players[player].id);
}

const dayOf = (real: Real) => marketDayStart(real.sandbox.clock.now(), real.sandbox.context.market.utcOffsetMs);

interface WinRow {
  reason: string;
  amount_minor: number | string;
  win_stake_minor: number | string;
  withheld_minor: number | string | null;
  withheld_by: string | null;
}

/**
 * §9 Terms from the ledger, as sandbox/winnings.ts counts them: every win row of the market's day (casino-win,
 * casino-free-spin-win, wheel-win, sport-win, sport-free-bet-win, sport-cashout), each with its stake. What they paid
 * above their stakes never passes the day's cap, no row pays more than its stake plus the maximum profit, and a win
 * the day's cap or the profit cap cut still paid back its stake (the balance cap alone may keep it back).
 */
async function checkWinningsOfToday(real: Real, player: number): Promise<number> {
  const { market } = real.sandbox.context;
  const rows = await real.sandbox.context.db.all<WinRow>(
    `SELECT reason, amount_minor, win_stake_minor, withheld_minor, withheld_by FROM ledger_entries WHERE user_id = ? AND created_at >= ? AND reason IN (${winningsReasons.map(() => '?').join(', ')})`,
    [real.players[player].id, dayOf(real), ...winningsReasons],
  );
  let profitMinor = 0;
  for (const row of rows) {
    const amount = Number(row.amount_minor);
    const stake = Number(row.win_stake_minor);
    const won = amount + Number(row.withheld_minor ?? 0);
    expect(amount - stake, `a ${row.reason} row of player ${player} pays at most its stake plus the maximum profit`).toBeLessThanOrEqual(market.maxProfitMinor);
    if (row.withheld_by === 'daily-winnings') dailyCapMet = true;
    if (row.withheld_by === 'daily-winnings' || row.withheld_by === 'profit') {
      expect(amount, `a ${row.reason} row of player ${player} cut by ${row.withheld_by} keeps no stake back`).toBeGreaterThanOrEqual(Math.min(won, stake));
    }
    profitMinor += Math.max(0, amount - stake);
  }
  expect(profitMinor, `the day's winnings of player ${player} (ledger)`).toBeLessThanOrEqual(market.maxDailyWinningsMinor);
  return profitMinor;
}

/**
 * The checks after every step:
 * - every wallet holds what the model says, so no money appeared or vanished that no answer accounts for;
 * - conservation: balances plus held payouts equal seeded + deposits - paid out + wins - bets (+ exchange rate gains);
 * - §9 Terms: no cash balance plus held payouts above the maximum balance; the day's winnings (the ledger's one
 *   counter, equal to the model's from the answers) never above the daily cap.
 */
async function checkInvariants(model: Model, real: Real): Promise<void> {
  const { market } = real.sandbox.context;
  let ownedMinor = 0;
  for (let index = 0; index < real.players.length; index += 1) {
    const expected = model.players[index];
    const actual = await balancesOf(real, index);
    const heldMinor = heldOf(expected);
    expect(actual, `wallet of player ${index}`).toEqual({ cashMinor: expected.cashMinor, bonusMinor: expected.bonusMinor });
    // §9 Terms: the maximum balance, money parked in a pending payout included (cancelling it brings it back).
    expect(actual.cashMinor + heldMinor, `cash + held payouts of player ${index}`).toBeLessThanOrEqual(market.maxBalanceMinor);
    for (const won of expected.wonByDay.values()) expect(won, `winnings of one day of player ${index} (model)`).toBeLessThanOrEqual(market.maxDailyWinningsMinor);
    expect(await checkWinningsOfToday(real, index), `the day's winnings of player ${index}: the ledger's counter and the answers'`).toBe(expected.wonByDay.get(dayOf(real)) ?? 0);
    ownedMinor += actual.cashMinor + actual.bonusMinor + heldMinor;
  }
  const { seededMinor, depositedMinor, paidOutMinor, winsMinor, betsMinor, exchangedMinor } = model.totals;
  expect(ownedMinor, 'all money owned').toBe(seededMinor + depositedMinor - paidOutMinor + winsMinor - betsMinor + exchangedMinor);
}

/** Set once a step met the day's cap (a win cut by it, or the counter full): the small-cap property must get there. */
let dailyCapMet = false;

const heldOf = (player: PlayerModel) => [...player.held.values()].reduce((sum, amount) => sum + amount, 0);

/**
 * Books a win the caps let through: what it paid above its stake joins the day's counter. `room` is the model's
 * view of the caps before the win, so a credit past them is caught from the answer alone too.
 */
function recordWin(real: Real, player: PlayerModel, win: { creditMinor: number; stakeMinor: number; account: 'cash' | 'bonus' }): void {
  const { market } = real.sandbox.context;
  const day = dayOf(real);
  const wonToday = player.wonByDay.get(day) ?? 0;
  const profit = Math.max(0, win.creditMinor - win.stakeMinor);
  expect(profit, 'a win pays at most the maximum profit above its stake').toBeLessThanOrEqual(market.maxProfitMinor);
  expect(profit, "a win pays at most the day's cap left above its stake").toBeLessThanOrEqual(Math.max(0, market.maxDailyWinningsMinor - wonToday));
  if (win.account === 'cash') expect(player.cashMinor + heldOf(player), 'a win credits cash at most up to the maximum balance').toBeLessThanOrEqual(market.maxBalanceMinor);
  if (profit > 0) player.wonByDay.set(day, wonToday + profit);
  if (wonToday + profit === market.maxDailyWinningsMinor) dailyCapMet = true;
}

// ---- HTTP steps

const call = (real: Real, player: number, method: string, path: string, body?: unknown, idempotencyKey?: string) =>
  real.sandbox.call(method, path, { token: real.players[player].token, body, headers: idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {} });

/** A card deposit through the processor's page, as a player pays it; answers the payment's final status. */
async function depositAndApprove(real: Real, player: number, amount: string): Promise<{ created: CallResult; status: number | null }> {
  const created = await call(real, player, 'POST', '/api/backoffice/payments/deposit/', { amount, payment_system: 'sandbox-card' }, key());
  if (created.status !== 201) return { created, status: null };
  const page = new URL(created.json.redirectLink as string).pathname;
  expect((await real.sandbox.call('GET', page)).status).toBe(200);
  await real.sandbox.call('POST', `${page}/approve`);
  const read = await call(real, player, 'GET', `/api/backoffice/payments/deposit/${created.json.id}`);
  expect(read.status).toBe(200);
  return { created, status: read.json.status as number };
}

/** Opens (or reopens: §8 one game at a time, the same tab replaces its session) a real-money game. */
async function launch(real: Real, player: number, gameId: string): Promise<string> {
  const launched = await real.sandbox.call('POST', '/api/casino/first/createsession/', {
    token: real.players[player].token,
    body: { game: gameId, return_url: `${real.sandbox.url}/slots/casino`, client_type: 'desktop' },
    headers: { 'X-Game-Client': clientId },
  });
  expect(launched.status, launched.text).toBe(200);
  const url = launched.json.launch_options.game_url as string;
  real.players[player].game = { gameId, url };
  return url;
}

async function spinAt(url: string, bet: string, idempotencyKey: string): Promise<{ status: number; json: unknown }> {
  const response = await fetch(`${url}/spin`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'Idempotency-Key': idempotencyKey }, body: JSON.stringify({ bet }) });
  return { status: response.status, json: await response.json() };
}

// ---- commands

/** A player's command about an amount (deposit, payout, bonus exchange), which may run at any step. */
abstract class PlayerAmountCommand implements Command {
  readonly player: number;
  readonly amount: string;
  constructor(player: number, amount: string) {
    this.player = player;
    this.amount = amount;
  }
  check: (model: Readonly<Model>) => boolean = () => true;
  abstract run(model: Model, real: Real): Promise<void>;
}

class Deposit extends PlayerAmountCommand {
  async run(model: Model, real: Real) {
    const me = model.players[this.player];
    const { created, status } = await depositAndApprove(real, this.player, this.amount);
    if (status === 30) {
      me.cashMinor += toMinor(this.amount);
      model.totals.depositedMinor += toMinor(this.amount);
    } else if (status === null) {
      // §9 Terms: refused up front only by a rule (the maximum balance, a limit), never by a server error.
      expect(created.status, created.text).toBe(422);
    }
    await checkInvariants(model, real);
  }
  toString = () => `deposit(p${this.player}, ${this.amount})`;
}

/** A payout of an amount, or of the whole cash balance ('all', when it is at least the 10.00 minimum). */
class Payout extends PlayerAmountCommand {
  // 'all' stays within the 10.00 minimum and §9's 3 000.00 above which documents are needed.
  override check = (model: Readonly<Model>) => this.amount !== 'all' || (model.players[this.player].cashMinor >= 1000 && model.players[this.player].cashMinor <= 300_000);
  async run(model: Model, real: Real) {
    const me = model.players[this.player];
    const amount = this.amount === 'all' ? formatMoney(me.cashMinor) : this.amount;
    const result = await call(real, this.player, 'POST', '/api/backoffice/payments/payout/', { amount, payment_system: 'sandbox-card', account: '4111111111111111' }, key());
    if (result.status === 201) {
      // §4: the amount leaves the balance at once and is held until the payout is paid, refused or cancelled.
      me.cashMinor -= toMinor(amount);
      me.held.set(result.json.id as number, toMinor(amount));
    } else {
      expect(result.status, result.text).toBe(422);
      expect(result.json.code).toBe('not_enough_money');
      expect(me.cashMinor).toBeLessThan(toMinor(amount));
    }
    await checkInvariants(model, real);
  }
  toString = () => `payout(p${this.player}, ${this.amount})`;
}

/** The player cancels a pending payout (or a cashier pays it): the held money comes back (or leaves for good). */
class SettlePayout implements Command {
  readonly player: number;
  readonly decision: 'cancel' | 'pay';
  constructor(player: number, decision: 'cancel' | 'pay') {
    this.player = player;
    this.decision = decision;
  }
  check = (model: Readonly<Model>) => model.players[this.player].held.size > 0;
  async run(model: Model, real: Real) {
    const me = model.players[this.player];
    const [id, amountMinor] = [...me.held.entries()][0];
    const result =
      this.decision === 'cancel'
        ? await call(real, this.player, 'POST', `/api/backoffice/payments/payout/${id}/cancel_payment/`, {}, key())
        : await real.sandbox.call('POST', `/api/backoffice/payments/payout/${id}/manual_success/`, { token: real.cashier, body: {} });
    expect(result.status, result.text).toBe(200);
    me.held.delete(id);
    if (this.decision === 'cancel') me.cashMinor += amountMinor;
    else model.totals.paidOutMinor += amountMinor;
    await checkInvariants(model, real);
  }
  toString = () => `${this.decision === 'cancel' ? 'cancelPayout' : 'payPayout'}(p${this.player})`;
}

class Transfer implements Command {
  readonly player: number;
  readonly to: number;
  readonly amount: string;
  constructor(player: number, to: number, amount: string) {
    this.player = player;
    this.to = to;
    this.amount = amount;
  }
  check = () => this.player !== this.to;
  async run(model: Model, real: Real) {
    const idempotencyKey = key();
    const body = { amount: this.amount, currency: 'TND', recipient_id: real.players[this.to].id };
    const result = await call(real, this.player, 'POST', '/api/backoffice/transactions/', body, idempotencyKey);
    if (result.status === 201) {
      model.players[this.player].cashMinor -= toMinor(this.amount);
      model.players[this.to].cashMinor += toMinor(this.amount);
      model.keys.push({ kind: 'transfer', player: this.player, key: idempotencyKey, body, path: '/api/backoffice/transactions/', answer: answerOf(result) });
    } else {
      expect(result.status, result.text).toBe(422);
      expect(['not_enough_money', 'max_balance_exceeded']).toContain(result.json.code);
    }
    await checkInvariants(model, real);
  }
  toString = () => `transfer(p${this.player} -> p${this.to}, ${this.amount})`;
}

/** §5 Bonus exchange: allowed only while real cash plus money parked in pending payouts is below the threshold. */
class BonusExchange extends PlayerAmountCommand {
  async run(model: Model, real: Real) {
    const me = model.players[this.player];
    const before = me.cashMinor + heldOf(me);
    const result = await call(real, this.player, 'POST', '/api/bonus-system/bonusbalance-to-balance/', { amount: this.amount }, key());
    if (result.status === 200) {
      expect(before, 'cash + held payouts before a bonus exchange (§5: below the threshold)').toBeLessThan(exchangeThresholdMinor);
      const credited = toMinor(result.json.credited as string);
      me.bonusMinor -= toMinor(this.amount);
      me.cashMinor += credited;
      model.totals.exchangedMinor += credited - toMinor(this.amount);
    } else {
      expect(result.status, result.text).toBe(422);
      expect(['balance_not_low_enough', 'insufficient_funds_on_bonus_balance', 'max_balance_exceeded']).toContain(result.json.code);
    }
    await checkInvariants(model, real);
  }
  toString = () => `exchangeBonus(p${this.player}, ${this.amount})`;
}

class CasinoSpin implements Command {
  readonly player: number;
  readonly game: number;
  readonly bet: string;
  constructor(player: number, game: number, bet: string) {
    this.player = player;
    this.game = game;
    this.bet = bet;
  }
  check = () => true;
  async run(model: Model, real: Real) {
    const me = model.players[this.player];
    const gameId = games[this.game];
    const open = real.players[this.player].game;
    const url = open?.gameId === gameId ? open.url : await launch(real, this.player, gameId);
    const idempotencyKey = key();
    const result = await spinAt(url, this.bet, idempotencyKey);
    if (result.status === 200) {
      const answer = result.json as { bet: string; win: string; balance: string };
      expect(answer.bet).toBe(formatMoney(toMinor(this.bet)));
      const winMinor = toMinor(answer.win);
      me.cashMinor += winMinor - toMinor(this.bet);
      model.totals.betsMinor += toMinor(this.bet);
      model.totals.winsMinor += winMinor;
      recordWin(real, me, { creditMinor: winMinor, stakeMinor: toMinor(this.bet), account: 'cash' });
      expect(toMinor(answer.balance), 'the balance a spin shows').toBe(me.cashMinor);
      model.keys.push({ kind: 'spin', player: this.player, key: idempotencyKey, body: { bet: this.bet }, game: gameId, answer: answerOf(result) });
    } else {
      expect(result.status, JSON.stringify(result.json)).toBe(422);
      expect((result.json as { code: string }).code).toBe('not_enough_money');
    }
    await checkInvariants(model, real);
  }
  toString = () => `spin(p${this.player}, game ${this.game}, ${this.bet})`;
}

/** The Wheel (§2 Wheel game): a paid spin costs 5.00; the free one is once a day above a 10.00 balance. */
class WheelSpin implements Command {
  readonly player: number;
  readonly isFree: boolean;
  constructor(player: number, isFree: boolean) {
    this.player = player;
    this.isFree = isFree;
  }
  check = () => true;
  async run(model: Model, real: Real) {
    const me = model.players[this.player];
    const idempotencyKey = key();
    const body = { is_free: this.isFree };
    const result = await call(real, this.player, 'POST', '/services/wheel/spin/', body, idempotencyKey);
    if (result.status === 200) {
      const answer = result.json as { betAmount: string; winAmount: string; userBalanceBefore: string; userBalanceAfter: string; prize: { type: string } };
      expect(toMinor(answer.userBalanceBefore)).toBe(me.cashMinor);
      const betMinor = toMinor(answer.betAmount);
      // What the spin paid in cash is what its answer says the balance moved by, plus its cost.
      const cashWinMinor = toMinor(answer.userBalanceAfter) - toMinor(answer.userBalanceBefore) + betMinor;
      const bonusWinMinor = answer.prize.type === 'bonus' ? toMinor(answer.winAmount) : 0;
      if (answer.prize.type !== 'cash') expect(cashWinMinor).toBe(0);
      else expect(cashWinMinor).toBeLessThanOrEqual(toMinor(answer.winAmount));
      me.cashMinor += cashWinMinor - betMinor;
      me.bonusMinor += bonusWinMinor;
      model.totals.betsMinor += betMinor;
      model.totals.winsMinor += cashWinMinor + bonusWinMinor;
      if (cashWinMinor > 0) recordWin(real, me, { creditMinor: cashWinMinor, stakeMinor: betMinor, account: 'cash' });
      model.keys.push({ kind: 'wheel', player: this.player, key: idempotencyKey, body, path: '/services/wheel/spin/', answer: answerOf(result) });
    } else {
      expect(result.status, result.text).toBe(422);
      expect(['not_enough_money', 'free_spin_not_available']).toContain(result.json.code);
    }
    await checkInvariants(model, real);
  }
  toString = () => `wheel(p${this.player}, ${this.isFree ? 'free' : 'paid'})`;
}

// ---- sport

/** An open prematch outcome of the feed, never used by another ticket (so resulting it settles one ticket only). */
interface Candidate {
  eventId: number;
  marketId: number;
  outcomeId: number;
  price: number;
}

/**
 * The outcomes tickets are placed on, one per event, handed out once per sandbox across runs: the test results an
 * outcome to settle its ticket, so no two tickets share one. The feed never steps (autoTick off), so they stay open;
 * the latest events first, so that a run's clock +25 h leaves their legs short of the 48 h after which an event
 * not played is void (settlement.ts).
 */
const sportPools = new WeakMap<TestSandbox, Candidate[]>();
async function freshOutcomes(sandbox: TestSandbox, count: number): Promise<Candidate[]> {
  let pool = sportPools.get(sandbox);
  if (!pool) {
    const rows = await sandbox.context.db.all<{ event_id: number | string; market_id: number | string; outcome_id: number | string; price: number | string }>(
      `SELECT o.event_id, o.market_id, o.id AS outcome_id, o.price FROM sportsbook_outcomes o
       JOIN sportsbook_markets m ON m.id = o.market_id JOIN sportsbook_events e ON e.id = o.event_id
       WHERE e.status = 'prematch' AND m.status = 'open' AND o.status = 'open' AND o.result IS NULL AND o.price BETWEEN 200 AND 400
       ORDER BY e.start_at DESC, e.id, o.id`,
    );
    const seen = new Set<number>();
    pool = [];
    for (const row of rows) {
      if (seen.has(Number(row.event_id))) continue;
      seen.add(Number(row.event_id));
      pool.push({ eventId: Number(row.event_id), marketId: Number(row.market_id), outcomeId: Number(row.outcome_id), price: Number(row.price) });
    }
    sportPools.set(sandbox, pool);
  }
  if (pool.length < count) throw new Error(`the feed has no more fresh prematch outcomes (${pool.length} left): lower the sport runs`);
  return pool.splice(0, count);
}

interface TicketAnswer {
  id: number;
  ticketId: string;
  status: string;
  acceptance: string;
  stake: string;
  potentialWin: string;
  amountOut: string;
  isFreeBet: boolean;
  balance: string;
  bonusBalance: string;
}

/** The balances a ticket's answer shows are the model's (they are read after its money moved). */
function expectShownBalances(answer: TicketAnswer, me: PlayerModel): void {
  expect({ cash: toMinor(answer.balance), bonus: toMinor(answer.bonusBalance) }, 'the balances a ticket answer shows').toEqual({ cash: me.cashMinor, bonus: me.bonusMinor });
}

const stakeOnMinor = (ticket: TicketModel) => Math.floor((ticket.stakeMinor * ticket.sharePpm) / 1_000_000);

/**
 * Books what a ticket's answer says it paid since the model last saw it (amountOut grows by each payment): a
 * settlement's payout to the ticket's wallet, under the caps, its stake the one still on the ticket (a free bet's: 0
 * unless voided).
 */
function applySettlement(real: Real, model: Model, ticket: TicketModel, answer: TicketAnswer): void {
  const me = model.players[ticket.player];
  const paid = toMinor(answer.amountOut) - ticket.amountOutMinor;
  expect(paid, `what ticket ${ticket.ticketId} paid`).toBeGreaterThanOrEqual(0);
  if (answer.status === 'Wait') {
    expect(paid, 'an open ticket pays nothing').toBe(0);
    return;
  }
  ticket.open = false;
  ticket.amountOutMinor += paid;
  if (ticket.wallet === 'cash') me.cashMinor += paid;
  else me.bonusMinor += paid;
  model.totals.winsMinor += paid;
  // A free bet's stake was never the player's (its win is all profit), unless it is voided whole: the stake given back.
  const stakeMinor = ticket.wallet === 'cash' || answer.status === 'Voided' ? stakeOnMinor(ticket) : 0;
  if (paid > 0) recordWin(real, me, { creditMinor: paid, stakeMinor, account: ticket.wallet });
}

/** Reads a ticket (POST ticket/status settles what the results decided) and books what it paid. */
async function syncTicket(real: Real, model: Model, ticket: TicketModel): Promise<TicketAnswer> {
  const read = await call(real, ticket.player, 'POST', '/sport-integration/ticket/status', { ticket_id: ticket.ticketId });
  expect(read.status, read.text).toBe(200);
  const answer = read.json as TicketAnswer;
  applySettlement(real, model, ticket, answer);
  expectShownBalances(answer, model.players[ticket.player]);
  return answer;
}

/** A single or an accumulator (two events) on fresh prematch outcomes, paid from cash or, as a free bet, from the bonus balance. */
class PlaceSportBet implements Command {
  readonly player: number;
  readonly legs: number;
  readonly stake: string;
  readonly wallet: 'cash' | 'bonus';
  constructor(player: number, legs: number, stake: string, wallet: 'cash' | 'bonus') {
    this.player = player;
    this.legs = legs;
    this.stake = stake;
    this.wallet = wallet;
  }
  check = () => true;
  async run(model: Model, real: Real) {
    const me = model.players[this.player];
    const legs = await freshOutcomes(real.sandbox, this.legs);
    const idempotencyKey = key();
    const body = {
      type: this.legs === 1 ? 'single' : 'accumulator',
      stake: this.stake,
      selections: legs.map((leg) => ({ event_id: String(leg.eventId), market_id: String(leg.marketId), outcome_id: String(leg.outcomeId), odd: (leg.price / 100).toFixed(2) })),
      odds_policy: 'accept-any',
      wallet: this.wallet,
    };
    const result = await call(real, this.player, 'POST', '/sport-integration/ticket/placement', body, idempotencyKey);
    const stakeMinor = toMinor(this.stake);
    if (result.status === 200) {
      const answer = result.json as TicketAnswer;
      expect(answer).toMatchObject({ status: 'Wait', acceptance: 'accepted', isFreeBet: this.wallet === 'bonus' });
      expect(toMinor(answer.stake)).toBe(stakeMinor);
      if (this.wallet === 'cash') me.cashMinor -= stakeMinor;
      else me.bonusMinor -= stakeMinor;
      model.totals.betsMinor += stakeMinor;
      expectShownBalances(answer, me);
      model.tickets.push({
        player: this.player,
        id: answer.id,
        ticketId: answer.ticketId,
        wallet: this.wallet,
        stakeMinor,
        potentialMinor: toMinor(answer.potentialWin),
        sharePpm: 1_000_000,
        amountOutMinor: 0,
        outcomes: legs.map((leg) => ({ outcomeId: leg.outcomeId, marketId: leg.marketId })),
        open: true,
      });
      model.keys.push({ kind: 'sport-bet', player: this.player, key: idempotencyKey, body, path: '/sport-integration/ticket/placement', answer: answerOf(result) });
    } else {
      expect(result.status, result.text).toBe(422);
      expect(['not_enough_money', 'insufficient_funds_on_bonus_balance', 'max_win_exceeded']).toContain(result.json.code);
      if (result.json.code === 'not_enough_money') expect(me.cashMinor).toBeLessThan(stakeMinor);
      if (result.json.code === 'insufficient_funds_on_bonus_balance') expect(me.bonusMinor).toBeLessThan(stakeMinor);
    }
    await checkInvariants(model, real);
  }
  toString = () => `sportBet(p${this.player}, ${this.legs === 1 ? 'single' : 'accumulator'}, ${this.stake}${this.wallet === 'bonus' ? ', free bet' : ''})`;
}

/** Results every leg of an open ticket (won, lost, void, or the first won and the rest lost), then reads it: it settles. */
class SettleSportBet implements Command {
  readonly pick: number;
  readonly result: 'won' | 'lost' | 'void' | 'mixed';
  constructor(pick: number, result: 'won' | 'lost' | 'void' | 'mixed') {
    this.pick = pick;
    this.result = result;
  }
  check = (model: Readonly<Model>) => model.tickets.some((ticket) => ticket.open);
  async run(model: Model, real: Real) {
    const open = model.tickets.filter((ticket) => ticket.open);
    const ticket = open[this.pick % open.length];
    const { db } = real.sandbox.context;
    for (const [index, leg] of ticket.outcomes.entries()) {
      const result = this.result === 'mixed' ? (index === 0 ? 'won' : 'lost') : this.result;
      await db.run('UPDATE sportsbook_outcomes SET result = ? WHERE id = ?', [result, leg.outcomeId]);
    }
    const before = ticket.amountOutMinor;
    const answer = await syncTicket(real, model, ticket);
    expect(answer.status, 'a ticket whose legs are all decided is settled').not.toBe('Wait');
    const lost = this.result === 'lost' || (this.result === 'mixed' && ticket.outcomes.length > 1);
    if (lost) expect(toMinor(answer.amountOut) - before, 'a lost ticket pays nothing').toBe(0);
    if (ticket.sharePpm === 1_000_000) expect(toMinor(answer.amountOut), 'a ticket pays at most its potential win').toBeLessThanOrEqual(ticket.potentialMinor);
    await checkInvariants(model, real);
  }
  toString = () => `settle(ticket #${this.pick}, ${this.result})`;
}

/**
 * Cashes out an open cash ticket at a fresh quote, whole or half of it; `shorten` first cuts the price of its first
 * leg to 1.01 (the feed now thinks it near certain; the pool's prices are 2.00 to 4.00), so the quote is worth
 * well above the stake: a win for the caps.
 */
class CashOut implements Command {
  readonly pick: number;
  readonly part: 'full' | 'half';
  readonly shorten: boolean;
  constructor(pick: number, part: 'full' | 'half', shorten: boolean) {
    this.pick = pick;
    this.part = part;
    this.shorten = shorten;
  }
  check = (model: Readonly<Model>) => model.tickets.some((ticket) => ticket.open && ticket.wallet === 'cash');
  async run(model: Model, real: Real) {
    const open = model.tickets.filter((ticket) => ticket.open && ticket.wallet === 'cash');
    const ticket = open[this.pick % open.length];
    const me = model.players[ticket.player];
    if (this.shorten) {
      const [leg] = ticket.outcomes;
      await real.sandbox.context.db.run('UPDATE sportsbook_outcomes SET price = 101 WHERE id = ?', [leg.outcomeId]);
    }
    const quote = await call(real, ticket.player, 'POST', `/sport-integration/ticket/${ticket.id}/cashout/quote`);
    if (quote.status !== 200) {
      // No offer now (a value under the minimum), or the ticket settled first (its legs void 48 h after their start).
      expect(quote.status, quote.text).toBe(409);
      expect(['cashout_unavailable', 'ticket_not_open']).toContain(quote.json.code);
      await syncTicket(real, model, ticket);
      await checkInvariants(model, real);
      return;
    }
    const valueMinor = toMinor(quote.json.amount as string);
    const half = Math.floor(valueMinor / 2);
    const takenMinor = this.part === 'half' && half >= 10 ? half : valueMinor;
    const body: Record<string, unknown> = takenMinor === valueMinor ? { quote_id: quote.json.quoteId } : { quote_id: quote.json.quoteId, amount: formatMoney(takenMinor) };
    const idempotencyKey = key();
    const path = `/sport-integration/ticket/${ticket.id}/cashout`;
    const result = await call(real, ticket.player, 'POST', path, body, idempotencyKey);
    expect(result.status, result.text).toBe(200);
    const paid = toMinor(result.json.paid as string);
    expect(paid, 'a cash-out pays at most what was taken').toBeLessThanOrEqual(takenMinor);
    const stakeOn = stakeOnMinor(ticket);
    const stakeSold = Math.floor((stakeOn * takenMinor) / valueMinor);
    me.cashMinor += paid;
    model.totals.winsMinor += paid;
    ticket.amountOutMinor += paid;
    if (takenMinor === valueMinor) ticket.open = false;
    else ticket.sharePpm = Math.floor((ticket.sharePpm * (valueMinor - takenMinor)) / valueMinor);
    recordWin(real, me, { creditMinor: paid, stakeMinor: stakeSold, account: 'cash' });
    const answer = result.json.ticket as TicketAnswer;
    expect(answer.status).toBe(takenMinor === valueMinor ? 'Cashout' : 'Wait');
    expect(toMinor(answer.amountOut)).toBe(ticket.amountOutMinor);
    expectShownBalances(answer, me);
    model.keys.push({ kind: 'cash-out', player: ticket.player, key: idempotencyKey, body, path, answer: answerOf(result) });
    await checkInvariants(model, real);
  }
  toString = () => `cashOut(ticket #${this.pick}, ${this.part}${this.shorten ? ', price shortened' : ''})`;
}

/**
 * Replays a key used before (§4: an Idempotency-Key is bound to its request; a money request's record is kept for
 * good, docs/product.md "Money rules"):
 * - same body, at any time (25 h later too): answered exactly as the first time (status and body), moving nothing;
 *   a casino round is answered from the round itself, in any session;
 * - another body (recipient, bet, game, stake, quote): 409 idempotency_key_reused, whenever it comes.
 */
class Replay implements Command {
  readonly kind: KeyRecord['kind'];
  readonly pick: number;
  readonly variant: 'same' | 'new-session' | 'other-body';
  constructor(kind: KeyRecord['kind'], pick: number, variant: 'same' | 'new-session' | 'other-body') {
    this.kind = kind;
    this.pick = pick;
    this.variant = variant;
  }
  check = (model: Readonly<Model>) => model.keys.some((record) => record.kind === this.kind);
  async run(model: Model, real: Real) {
    const records = model.keys.filter((record) => record.kind === this.kind);
    const record = records[this.pick % records.length];
    const other = this.variant === 'other-body';
    let result: { status: number; json: unknown };
    if (record.kind === 'spin') {
      // Another body for a spin: the other game in a new session, or another bet in the same one.
      const open = real.players[record.player].game;
      const gameId = other && this.pick % 2 === 0 ? games.find((game) => game !== record.game)! : record.game!;
      const url = this.variant !== 'new-session' && open?.gameId === gameId ? open.url : await launch(real, record.player, gameId);
      const bet = other && gameId === record.game ? formatMoney(toMinor(record.body.bet as string) + 1) : (record.body.bet as string);
      result = await spinAt(url, bet, record.key);
    } else {
      let body = record.body;
      if (other && record.kind === 'transfer') {
        const recipient = real.players.findIndex((player) => player.id === record.body.recipient_id);
        const otherRecipient = real.players.map((_, index) => index).find((index) => index !== record.player && index !== recipient);
        // With two players there is no third recipient: another amount then.
        body = otherRecipient === undefined ? { ...record.body, amount: formatMoney(toMinor(record.body.amount as string) + 1) } : { ...record.body, recipient_id: real.players[otherRecipient].id };
      } else if (other && record.kind === 'wheel') body = { is_free: !record.body.is_free };
      else if (other && record.kind === 'sport-bet') body = { ...record.body, stake: formatMoney(toMinor(record.body.stake as string) + 1) };
      else if (other) body = { ...record.body, quote_id: key() };
      result = await call(real, record.player, 'POST', record.path!, body, record.key);
    }
    if (other) {
      expect(answerOf(result), `another request under key ${record.key}`).toMatchObject({ status: 409, body: { code: 'idempotency_key_reused' } });
    } else {
      expect(answerOf(result), `the replay of key ${record.key}`).toEqual(record.answer);
    }
    // A replay moves no money: the model is unchanged and must still match every wallet.
    await checkInvariants(model, real);
  }
  toString = () => `replay(${this.kind} #${this.pick}, ${this.variant})`;
}

/** Moves the sandbox's clock 25 h, past the HTTP replay window (and every token and game session's life). */
class AdvanceClock implements Command {
  check = () => true;
  async run(model: Model, real: Real) {
    expect((await real.sandbox.call('POST', '/sandbox/clock', { body: { advanceMs: 25 * hourMs } })).status).toBe(200);
    for (const player of real.players) {
      player.token = (await real.sandbox.login(player.username, password)).access;
      player.game = null;
    }
    real.cashier = (await real.sandbox.login('cashier1')).access;
    await checkInvariants(model, real);
  }
  toString = () => 'clock +25 h';
}

// ---- arbitraries

const commandsFor = (players: number, bets: { spin: string[]; sportStake: string[]; freeBetStake: string[] } = { spin: ['0.50', '2.00', '100.00'], sportStake: ['1.00', '20.00'], freeBetStake: ['1.00', '10.00'] }) => {
  const player = fc.integer({ min: 0, max: players - 1 });
  // Which earlier key or ticket a command takes (modulo the ones there are).
  const pick = fc.nat({ max: 20 });
  const replay = (kind: KeyRecord['kind'], variants: Replay['variant'][]) => fc.tuple(pick, fc.constantFrom(...variants)).map(([p, variant]) => new Replay(kind, p, variant));
  return {
    deposit: fc.tuple(player, fc.constantFrom('10.00', '500.00', '5000.00')).map(([p, amount]) => new Deposit(p, amount)),
    payout: fc.tuple(player, fc.constantFrom('10.00', '1000.00', 'all')).map(([p, amount]) => new Payout(p, amount)),
    settlePayout: fc.tuple(player, fc.constantFrom('cancel', 'pay') as fc.Arbitrary<'cancel' | 'pay'>).map(([p, decision]) => new SettlePayout(p, decision)),
    // To another player: the recipient is counted from the sender, so every generated transfer can run.
    transfer: fc.tuple(player, fc.integer({ min: 1, max: Math.max(1, players - 1) }), fc.constantFrom('10.00', '50.00')).map(([p, step, amount]) => new Transfer(p, (p + step) % players, amount)),
    exchange: fc.tuple(player, fc.constantFrom('4.00', '10.00')).map(([p, amount]) => new BonusExchange(p, amount)),
    spin: fc.tuple(player, fc.integer({ min: 0, max: 1 }), fc.constantFrom(...bets.spin)).map(([p, game, bet]) => new CasinoSpin(p, game, bet)),
    wheel: fc.tuple(player, fc.boolean()).map(([p, isFree]) => new WheelSpin(p, isFree)),
    sportBet: fc.tuple(player, fc.integer({ min: 1, max: 2 }), fc.constantFrom(...bets.sportStake)).map(([p, legs, stake]) => new PlaceSportBet(p, legs, stake, 'cash')),
    freeBet: fc.tuple(player, fc.integer({ min: 1, max: 2 }), fc.constantFrom(...bets.freeBetStake)).map(([p, legs, stake]) => new PlaceSportBet(p, legs, stake, 'bonus')),
    settle: fc.tuple(pick, fc.constantFrom('won', 'won', 'lost', 'void', 'mixed') as fc.Arbitrary<SettleSportBet['result']>).map(([p, result]) => new SettleSportBet(p, result)),
    cashOut: fc.tuple(pick, fc.constantFrom('full', 'half') as fc.Arbitrary<CashOut['part']>, fc.boolean()).map(([p, part, shorten]) => new CashOut(p, part, shorten)),
    replaySpin: replay('spin', ['same', 'new-session']),
    replaySpinOtherBody: replay('spin', ['other-body']),
    replayTransfer: replay('transfer', ['same', 'other-body']),
    replayTransferOtherBody: replay('transfer', ['other-body']),
    replayWheel: replay('wheel', ['same', 'other-body']),
    replaySportBet: replay('sport-bet', ['same', 'other-body']),
    replayCashOut: replay('cash-out', ['same', 'other-body']),
    advanceClock: fc.constant(new AdvanceClock()),
  };
};
type CommandName = keyof ReturnType<typeof commandsFor>;

/** Opening wallets: near empty, ordinary, or 10.00 under the §9 maximum balance; a focused property narrows them. */
const openings = (cash: string[] = ['3.00', '100.00', '24990.00'], bonus: string[] = ['0.00', '50.00']) => (players: number) =>
  fc.array(fc.tuple(fc.constantFrom(...cash), fc.constantFrom(...bonus)), { minLength: players, maxLength: players });

// ---- backends (as sandbox/services/money-races.test.ts)

/**
 * The Tunisian market with small caps (as sandbox/games/casino-terms.test.ts): 20.00 and 50.00 bets reach the day's
 * 40.00 of winnings in a score of operations, the maximum profit (30.00) cuts a big casino, sport or cash-out win,
 * and 400.00 of balance a lucky player's cash.
 */
const smallCaps = { ...tn, limits: { ...tn.limits, maxBalance: '400', maxProfit: '30', maxWinningsPerDay: '40' } };

interface Backend {
  name: string;
  /**
   * Share of each property's runs on this database: every request costs a real PostgreSQL server several round
   * trips, so it runs half of SQLite's sequences (the same commands and checks) to keep the suite's time.
   */
  runShare: number;
  /** Two sandboxes with a sportsbook feed pinned to feedStart: the market's own figures, and the small caps. */
  start(): Promise<{ sandbox: TestSandbox; capped: TestSandbox; stop(): Promise<void> }>;
}

const withFeed = async (options: SandboxOptions) => (await sportsbookTestSandbox(feedStart, {}, options)).sandbox;

const backends: Backend[] = [
  {
    name: 'SQLite',
    runShare: 1,
    start: async () => {
      const [sandbox, capped] = await Promise.all([withFeed({}), withFeed({ market: smallCaps })]);
      return {
        sandbox,
        capped,
        stop: async () => {
          await sandbox.dispose();
          await capped.dispose();
        },
      };
    },
  },
  {
    name: 'PostgreSQL (real server)',
    runShare: 0.5,
    start: async () => {
      const server: TemporaryPostgres = await startTemporaryPostgres();
      try {
        // The small-cap sandbox keeps its tables in a second database of the same server.
        const admin = new pg.Client({ connectionString: server.url });
        await admin.connect();
        await admin.query('CREATE DATABASE capped');
        await admin.end();
        const [sandbox, capped] = await Promise.all([
          withFeed({ databaseUrl: server.url, databasePoolSize: 4 }),
          withFeed({ databaseUrl: server.url.replace(/\/postgres$/, '/capped'), databasePoolSize: 4, market: smallCaps }),
        ]);
        return {
          sandbox,
          capped,
          stop: async () => {
            await sandbox.dispose();
            await capped.dispose();
            await server.stop();
          },
        };
      } catch (error) {
        await server.stop();
        throw error;
      }
    },
  },
];

const password = 'Abc#123x';
/** A property's time on a loaded 2-core machine (several times its quiet figure); fast-check has no time cut-off. */
const propertyTimeoutMs = 240_000;
/** §5 Bonus exchange threshold (settings transferBonusBalanceToBalanceMinBalance), read at start. */
let exchangeThresholdMinor = 0;

describe.each(backends)('money model: $name', (backend) => {
  let main: TestSandbox;
  let capped: TestSandbox;
  let stop: () => Promise<void>;
  let registered = 0;

  beforeAll(async () => {
    ({ sandbox: main, capped, stop } = await backend.start());
    const settings = await main.call('GET', '/sandbox/settings');
    exchangeThresholdMinor = toMinor(settings.json.bonuses.transferBonusBalanceToBalanceMinBalance as string);
  }, 120_000);
  afterAll(() => stop?.());

  /** A fresh player with a verified e-mail, its first deposit made (its bonus is part of the opening), the wallet set. */
  async function newPlayer(sandbox: TestSandbox, cash: string, bonus: string): Promise<RealPlayer> {
    const username = `model${++registered}${Math.random().toString(36).slice(2, 6)}`;
    const created = await sandbox.register({ body: { username, email: `${username}@example.test`, password, terms_accepted: true } });
    expect(created.status, created.text).toBe(202);
    expect((await sandbox.call('PATCH', `/sandbox/users/${username}`, { body: { emailVerified: true } })).status).toBe(200);
    const login = await sandbox.login(username, password);
    const real: RealPlayer = { username, id: Number(login.user.id), token: login.access, game: null };
    const holder: Real = { sandbox, players: [real], cashier: '' };
    expect((await depositAndApprove(holder, 0, '10.00')).status).toBe(30);
    const now = await sandbox.context.ledger.balances(real.id);
    for (const [account, target, current] of [['cash', toMinor(cash), now.cashMinor], ['bonus', toMinor(bonus), now.bonusMinor]] as const) {
      if (target === current) continue;
      const adjusted = await sandbox.call('POST', '/sandbox/wallet/adjust', { body: { username, account, amount: formatMoney(target - current) }, headers: { 'Idempotency-Key': key() } });
      expect(adjusted.status, adjusted.text).toBe(200);
    }
    return real;
  }

  /** Runs random sequences of the named commands, each from fresh players. */
  async function property(
    names: CommandName[],
    // focused: sequences of any length up to maxCommands (fast-check otherwise favours short ones), for a short attack.
    options: {
      numRuns: number;
      maxCommands: number;
      focused?: boolean;
      players?: number;
      opening?: (players: number) => fc.Arbitrary<[string, string][]>;
      capped?: boolean;
      bets?: Parameters<typeof commandsFor>[1];
      /** Sequences run before the random ones (fast-check examples). */
      examples?: [[string, string][], Command[]][];
    },
  ) {
    const sandbox = options.capped ? capped : main;
    const players = options.players ?? defaultPlayers;
    const commands = commandsFor(players, options.bets);
    await fc.assert(
      fc.asyncProperty((options.opening ?? openings())(players), fc.commands(names.map((name) => commands[name] as fc.Arbitrary<Command>), { maxCommands: options.maxCommands, size: options.focused ? 'max' : undefined }), async (opening, sequence) => {
        const setup = async () => {
          // Every run starts at the feed's instant, whatever the clock +25 h of earlier runs did (their players are
          // not this run's): its tickets' events are still to come, as a player finds them.
          sandbox.clock.setOffset(feedStart - Date.now());
          const real: Real = { sandbox, players: [], cashier: (await sandbox.login('cashier1')).access };
          const model: Model = { players: [], keys: [], tickets: [], totals: { seededMinor: 0, depositedMinor: 0, paidOutMinor: 0, winsMinor: 0, betsMinor: 0, exchangedMinor: 0 } };
          real.players = await Promise.all(opening.map(([cash, bonus]) => newPlayer(sandbox, cash, bonus)));
          for (const [cash, bonus] of opening) {
            model.players.push({ cashMinor: toMinor(cash), bonusMinor: toMinor(bonus), held: new Map(), wonByDay: new Map() });
            model.totals.seededMinor += toMinor(cash) + toMinor(bonus);
          }
          return { model, real };
        };
        await fc.asyncModelRun(setup, sequence);
      }),
      { numRuns: Math.max(3, Math.round(options.numRuns * backend.runShare)), examples: options.examples },
    );
  }

  it('(C1) answers a replayed casino spin as the first time, in the same or a new game session', async () => {
    await property(['spin', 'replaySpin'], { numRuns: 10, maxCommands: 6, focused: true, players: 1, opening: openings(['100.00']) });
  }, propertyTimeoutMs);

  it('refuses a casino spin key for another bet or another game', async () => {
    await property(['spin', 'replaySpinOtherBody'], { numRuns: 10, maxCommands: 6, focused: true, players: 1, opening: openings(['100.00']) });
  }, propertyTimeoutMs);

  it('(C2) answers a transfer key as the first time, and keeps it bound to its recipient, 25 h later too', async () => {
    await property(['transfer', 'advanceClock', 'replayTransfer', 'replayTransferOtherBody'], { numRuns: 15, maxCommands: 6, focused: true, opening: openings(['100.00']) });
  }, propertyTimeoutMs);

  it('replays a wheel spin 25 h later exactly as the first time, without paying a prize again', async () => {
    await property(['wheel', 'replayWheel', 'advanceClock'], { numRuns: 15, maxCommands: 6, focused: true, players: 1, opening: openings(['100.00']) });
  }, propertyTimeoutMs);

  it('(C3) exchanges bonus only while cash plus money parked in pending payouts is below the threshold', async () => {
    await property(['payout', 'settlePayout', 'exchange'], { numRuns: 15, maxCommands: 6, focused: true, players: 1, opening: openings(['100.00'], ['50.00']) });
  }, propertyTimeoutMs);

  it('keeps cash plus money parked in pending payouts under the maximum balance', async () => {
    await property(['payout', 'deposit', 'transfer', 'spin'], { numRuns: 15, maxCommands: 6, focused: true, players: 2, opening: openings(['24990.00']) });
  }, propertyTimeoutMs);

  it('keeps every wallet through sport tickets and free bets, settled or cashed out whole or in part', async () => {
    await property(['sportBet', 'sportBet', 'freeBet', 'settle', 'settle', 'cashOut', 'cashOut', 'payout'], { numRuns: 8, maxCommands: 12, focused: true, players: 2, opening: openings(['100.00', '24990.00'], ['50.00']) });
  }, propertyTimeoutMs);

  it('answers a placement or cash-out key as the first time, 25 h later too, and refuses it for another body', async () => {
    await property(['sportBet', 'freeBet', 'cashOut', 'cashOut', 'advanceClock', 'replaySportBet', 'replayCashOut', 'replayCashOut'], { numRuns: 8, maxCommands: 10, focused: true, players: 1, opening: openings(['100.00'], ['50.00']) });
  }, propertyTimeoutMs);

  it("counts casino, wheel, sport and cash-out wins in one day's counter, which never passes the cap (small caps)", async () => {
    dailyCapMet = false;
    await property(['spin', 'wheel', 'sportBet', 'sportBet', 'freeBet', 'settle', 'settle', 'cashOut', 'cashOut', 'payout', 'settlePayout'], {
      numRuns: 8,
      maxCommands: 20,
      focused: true,
      players: 1,
      capped: true,
      opening: openings(['100.00', '350.00'], ['50.00']),
      bets: { spin: ['20.00'], sportStake: ['20.00', '50.00'], freeBetStake: ['10.00'] },
      // Two 50.00 tickets cashed out at 1.01 (worth 94.00 or more each): the first is cut by the maximum profit
      // (30.00), the second by the day's cap (10.00 left), stake paid back; then a casino spin and a won free bet.
      examples: [
        [
          [['100.00', '50.00']],
          [
            new PlaceSportBet(0, 1, '50.00', 'cash'),
            new CashOut(0, 'full', true),
            new PlaceSportBet(0, 1, '50.00', 'cash'),
            new CashOut(0, 'full', true),
            new CasinoSpin(0, 0, '20.00'),
            new PlaceSportBet(0, 1, '10.00', 'bonus'),
            new SettleSportBet(0, 'won'),
          ],
        ],
      ],
    });
    expect(dailyCapMet, "the day's cap was met").toBe(true);
  }, propertyTimeoutMs);

  it('keeps every money rule under a random mix of all the operations', async () => {
    await property(Object.keys(commandsFor(defaultPlayers)) as CommandName[], { numRuns: 10, maxCommands: 20 });
  }, propertyTimeoutMs);
});
