import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marketDayStart } from '../src/domain/winnings-caps.ts';
import { startTemporaryPostgres, type TemporaryPostgres } from './db/temporary-postgres.ts';
import { catalogue } from './games/catalogue.ts';
import { formatMoney, parseMoney } from './money.ts';
import { createTestSandbox, type CallResult, type TestSandbox } from './testing.ts';

/**
 * §4 Money rules, §5 Bonus exchange, §9 Terms, attacked by random operation sequences (CONVENTIONS 23: a model-based
 * test that checks nothing is created). Several players deposit, withdraw, cancel, transfer, exchange bonus, spin
 * slots and the wheel, and replay their Idempotency-Keys: in the same game session, in a new one, with another body,
 * and after the sandbox's clock moved 25 h. A model keeps what each player may own, from the answers alone; after
 * every step the wallets must match it and the market's caps must hold. Each `it` restricts the operations to one
 * attack, so each finding shrinks to its own counter-example; the last one mixes them all.
 */

const hourMs = 3_600_000;
/** The HTTP replay window of sandbox/idempotency.ts; past it a same-body replay may be refused instead of replayed. */
const replayWindowMs = 24 * hourMs;
/** Players of a run unless a property asks for fewer (a transfer to a third player needs three). */
const defaultPlayers = 3;
const clientId = 'model-test-tab';

// ---- the model

interface PlayerModel {
  cashMinor: number;
  bonusMinor: number;
  /** Pending payouts of the player: payment id -> amount held (§4: held money is still the player's). */
  held: Map<number, number>;
  /** §9 Terms: winnings credited per market day (start of the day -> minor units), casino, wheel, sport alike. */
  wonByDay: Map<number, number>;
}

/** A first answer, kept to compare its replays with (§4: same key, same body, same answer). */
interface KeyRecord {
  kind: 'transfer' | 'spin' | 'wheel';
  player: number;
  key: string;
  /** The body or game the key was bound to (another one must be refused). */
  body: Record<string, unknown>;
  game?: string;
  status: number;
  answer: unknown;
  at: number;
}

interface Model {
  players: PlayerModel[];
  keys: KeyRecord[];
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

/**
 * The checks after every step:
 * - every wallet holds what the model says, so no money appeared or vanished that no answer accounts for;
 * - conservation: balances plus held payouts equal seeded + deposits - paid out + wins - bets (+ exchange rate gains);
 * - §9 Terms: no cash balance plus held payouts above the maximum balance, no day's winnings above the daily cap.
 */
async function checkInvariants(model: Model, real: Real): Promise<void> {
  const { market } = real.sandbox.context;
  let ownedMinor = 0;
  for (let index = 0; index < real.players.length; index += 1) {
    const expected = model.players[index];
    const actual = await balancesOf(real, index);
    const heldMinor = [...expected.held.values()].reduce((sum, amount) => sum + amount, 0);
    expect(actual, `wallet of player ${index}`).toEqual({ cashMinor: expected.cashMinor, bonusMinor: expected.bonusMinor });
    // §9 Terms: 25 000 TND max balance, money parked in a pending payout included (cancelling it brings it back).
    expect(actual.cashMinor + heldMinor, `cash + held payouts of player ${index}`).toBeLessThanOrEqual(market.maxBalanceMinor);
    for (const won of expected.wonByDay.values()) expect(won, `winnings of one day of player ${index}`).toBeLessThanOrEqual(market.maxDailyWinningsMinor);
    ownedMinor += actual.cashMinor + actual.bonusMinor + heldMinor;
  }
  const { seededMinor, depositedMinor, paidOutMinor, winsMinor, betsMinor, exchangedMinor } = model.totals;
  expect(ownedMinor, 'all money owned').toBe(seededMinor + depositedMinor - paidOutMinor + winsMinor - betsMinor + exchangedMinor);
}

const heldOf = (player: PlayerModel) => [...player.held.values()].reduce((sum, amount) => sum + amount, 0);

function recordWin(real: Real, player: PlayerModel, winMinor: number): void {
  if (winMinor <= 0) return;
  const day = marketDayStart(real.sandbox.clock.now(), real.sandbox.context.market.utcOffsetMs);
  player.wonByDay.set(day, (player.wonByDay.get(day) ?? 0) + winMinor);
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

class Deposit implements Command {
  readonly player: number;
  readonly amount: string;
  constructor(player: number, amount: string) {
    this.player = player;
    this.amount = amount;
  }
  check = () => true;
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
class Payout implements Command {
  readonly player: number;
  readonly amount: string;
  constructor(player: number, amount: string) {
    this.player = player;
    this.amount = amount;
  }
  // 'all' stays within the 10.00 minimum and §9's 3 000.00 above which documents are needed.
  check = (model: Readonly<Model>) => this.amount !== 'all' || (model.players[this.player].cashMinor >= 1000 && model.players[this.player].cashMinor <= 300_000);
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
      model.keys.push({ kind: 'transfer', player: this.player, key: idempotencyKey, body, status: 201, answer: answerOf(result), at: real.sandbox.clock.now() });
    } else {
      expect(result.status, result.text).toBe(422);
      expect(['not_enough_money', 'max_balance_exceeded']).toContain(result.json.code);
    }
    await checkInvariants(model, real);
  }
  toString = () => `transfer(p${this.player} -> p${this.to}, ${this.amount})`;
}

/** §5 Bonus exchange: allowed only while real cash plus money parked in pending payouts is below the threshold. */
class BonusExchange implements Command {
  readonly player: number;
  readonly amount: string;
  constructor(player: number, amount: string) {
    this.player = player;
    this.amount = amount;
  }
  check = () => true;
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
      recordWin(real, me, winMinor);
      expect(toMinor(answer.balance), 'the balance a spin shows').toBe(me.cashMinor);
      model.keys.push({ kind: 'spin', player: this.player, key: idempotencyKey, body: { bet: this.bet }, game: gameId, status: 200, answer: answerOf(result), at: real.sandbox.clock.now() });
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
      recordWin(real, me, cashWinMinor);
      model.keys.push({ kind: 'wheel', player: this.player, key: idempotencyKey, body, status: 200, answer: answerOf(result), at: real.sandbox.clock.now() });
    } else {
      expect(result.status, result.text).toBe(422);
      expect(['not_enough_money', 'free_spin_not_available']).toContain(result.json.code);
    }
    await checkInvariants(model, real);
  }
  toString = () => `wheel(p${this.player}, ${this.isFree ? 'free' : 'paid'})`;
}

/**
 * Replays a key used before (§4: an Idempotency-Key is bound to its request and kept as long as the money it moved):
 * - same body: answered as the first time, moving nothing; a casino round is answered from the round itself, in
 *   any session; an HTTP answer past its 24 h window may instead be refused with 409, still moving nothing;
 * - another body (recipient, bet, game): 409 idempotency_key_reused, whenever it comes.
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
    if (record.kind === 'transfer') {
      const recipient = real.players.findIndex((player) => player.id === record.body.recipient_id);
      const otherRecipient = real.players.map((_, index) => index).find((index) => index !== record.player && index !== recipient)!;
      const body = other ? { ...record.body, recipient_id: real.players[otherRecipient].id } : record.body;
      result = await call(real, record.player, 'POST', '/api/backoffice/transactions/', body, record.key);
    } else if (record.kind === 'wheel') {
      result = await call(real, record.player, 'POST', '/services/wheel/spin/', other ? { is_free: !record.body.is_free } : record.body, record.key);
    } else {
      // Another body for a spin: the other game in a new session, or another bet in the same one.
      const open = real.players[record.player].game;
      const gameId = other && this.pick % 2 === 0 ? games.find((game) => game !== record.game)! : record.game!;
      const url = this.variant !== 'new-session' && open?.gameId === gameId ? open.url : await launch(real, record.player, gameId);
      const bet = other && gameId === record.game ? formatMoney(toMinor(record.body.bet as string) + 1) : (record.body.bet as string);
      result = await spinAt(url, bet, record.key);
    }
    if (other) {
      expect(result.status, `another request under key ${record.key}`).toBe(409);
      expect((result.json as { code: string }).code).toBe('idempotency_key_reused');
    } else if (record.kind !== 'spin' && real.sandbox.clock.now() - record.at > replayWindowMs && result.status === 409) {
      expect((result.json as { code: string }).code).toBe('idempotency_key_reused');
    } else if (record.kind !== 'spin' && real.sandbox.clock.now() - record.at > replayWindowMs) {
      expect(result.status, 'a replay past 24 h').toBe(record.status);
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

const commandsFor = (players: number) => {
  const player = fc.integer({ min: 0, max: players - 1 });
  // Which earlier key a replay takes (modulo the keys there are).
  const pick = fc.nat({ max: 20 });
  return {
    deposit: fc.tuple(player, fc.constantFrom('10.00', '500.00', '5000.00')).map(([p, amount]) => new Deposit(p, amount)),
    payout: fc.tuple(player, fc.constantFrom('10.00', '1000.00', 'all')).map(([p, amount]) => new Payout(p, amount)),
    settlePayout: fc.tuple(player, fc.constantFrom('cancel', 'pay') as fc.Arbitrary<'cancel' | 'pay'>).map(([p, decision]) => new SettlePayout(p, decision)),
    // To another player: the recipient is counted from the sender, so every generated transfer can run.
    transfer: fc.tuple(player, fc.integer({ min: 1, max: Math.max(1, players - 1) }), fc.constantFrom('10.00', '50.00')).map(([p, step, amount]) => new Transfer(p, (p + step) % players, amount)),
    exchange: fc.tuple(player, fc.constantFrom('4.00', '10.00')).map(([p, amount]) => new BonusExchange(p, amount)),
    spin: fc.tuple(player, fc.integer({ min: 0, max: 1 }), fc.constantFrom('0.50', '2.00', '100.00')).map(([p, game, bet]) => new CasinoSpin(p, game, bet)),
    wheel: fc.tuple(player, fc.boolean()).map(([p, isFree]) => new WheelSpin(p, isFree)),
    replaySpin: fc.tuple(pick, fc.constantFrom('same', 'new-session') as fc.Arbitrary<Replay['variant']>).map(([pick, variant]) => new Replay('spin', pick, variant)),
    replaySpinOtherBody: pick.map((pick) => new Replay('spin', pick, 'other-body')),
    replayTransfer: fc.tuple(pick, fc.constantFrom('same', 'other-body') as fc.Arbitrary<Replay['variant']>).map(([pick, variant]) => new Replay('transfer', pick, variant)),
    replayTransferOtherBody: pick.map((pick) => new Replay('transfer', pick, 'other-body')),
    replayWheel: fc.tuple(pick, fc.constantFrom('same', 'other-body') as fc.Arbitrary<Replay['variant']>).map(([pick, variant]) => new Replay('wheel', pick, variant)),
    advanceClock: fc.constant(new AdvanceClock()),
  };
};
type CommandName = keyof ReturnType<typeof commandsFor>;

/** Opening wallets: near empty, ordinary, or 10.00 under the §9 maximum balance; a focused property narrows them. */
const openings = (cash: string[] = ['3.00', '100.00', '24990.00'], bonus: string[] = ['0.00', '50.00']) => (players: number) =>
  fc.array(fc.tuple(fc.constantFrom(...cash), fc.constantFrom(...bonus)), { minLength: players, maxLength: players });

// ---- backends (as sandbox/services/money-races.test.ts)

interface Backend {
  name: string;
  start(): Promise<{ sandbox: TestSandbox; stop(): Promise<void> }>;
}

const backends: Backend[] = [
  {
    name: 'SQLite',
    start: async () => {
      const sandbox = await createTestSandbox();
      return { sandbox, stop: () => sandbox.dispose() };
    },
  },
  {
    name: 'PostgreSQL (real server)',
    start: async () => {
      const server: TemporaryPostgres = await startTemporaryPostgres();
      try {
        const sandbox = await createTestSandbox({ databaseUrl: server.url, databasePoolSize: 4 });
        return {
          sandbox,
          stop: async () => {
            await sandbox.dispose();
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
/** §5 Bonus exchange threshold (settings transferBonusBalanceToBalanceMinBalance), read at start. */
let exchangeThresholdMinor = 0;

describe.each(backends)('money model: $name', (backend) => {
  let sandbox: TestSandbox;
  let stop: () => Promise<void>;
  let registered = 0;

  beforeAll(async () => {
    ({ sandbox, stop } = await backend.start());
    const settings = await sandbox.call('GET', '/sandbox/settings');
    exchangeThresholdMinor = toMinor(settings.json.bonuses.transferBonusBalanceToBalanceMinBalance as string);
  }, 120_000);
  afterAll(() => stop?.());

  /** A fresh player with a verified e-mail, its first deposit made (its bonus is part of the opening), the wallet set. */
  async function newPlayer(cash: string, bonus: string): Promise<RealPlayer> {
    const username = `model${++registered}${Math.random().toString(36).slice(2, 6)}`;
    const created = await sandbox.call('POST', '/api/accounts/registration/', { body: { username, email: `${username}@example.test`, password, terms_accepted: true } });
    expect(created.status, created.text).toBe(201);
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
    options: { numRuns: number; maxCommands: number; focused?: boolean; players?: number; opening?: (players: number) => fc.Arbitrary<[string, string][]> },
  ) {
    const players = options.players ?? defaultPlayers;
    const commands = commandsFor(players);
    await fc.assert(
      fc.asyncProperty((options.opening ?? openings())(players), fc.commands(names.map((name) => commands[name] as fc.Arbitrary<Command>), { maxCommands: options.maxCommands, size: options.focused ? 'max' : undefined }), async (opening, sequence) => {
        const setup = async () => {
          const real: Real = { sandbox, players: [], cashier: (await sandbox.login('cashier1')).access };
          const model: Model = { players: [], keys: [], totals: { seededMinor: 0, depositedMinor: 0, paidOutMinor: 0, winsMinor: 0, betsMinor: 0, exchangedMinor: 0 } };
          real.players = await Promise.all(opening.map(([cash, bonus]) => newPlayer(cash, bonus)));
          for (const [cash, bonus] of opening) {
            model.players.push({ cashMinor: toMinor(cash), bonusMinor: toMinor(bonus), held: new Map(), wonByDay: new Map() });
            model.totals.seededMinor += toMinor(cash) + toMinor(bonus);
          }
          return { model, real };
        };
        await fc.asyncModelRun(setup, sequence);
      }),
      { numRuns: options.numRuns },
    );
  }

  it('(C1) answers a replayed casino spin as the first time, in the same or a new game session', async () => {
    await property(['spin', 'replaySpin'], { numRuns: 15, maxCommands: 6, focused: true, players: 1, opening: openings(['100.00']) });
  }, 60_000);

  it('refuses a casino spin key for another bet or another game', async () => {
    await property(['spin', 'replaySpinOtherBody'], { numRuns: 15, maxCommands: 6, focused: true, players: 1, opening: openings(['100.00']) });
  }, 60_000);

  it('(C2) keeps a transfer key bound to its recipient past 24 h', async () => {
    await property(['transfer', 'advanceClock', 'replayTransferOtherBody'], { numRuns: 30, maxCommands: 6, focused: true, opening: openings(['100.00']) });
  }, 60_000);

  it('replays a wheel spin past 24 h without paying a prize again', async () => {
    await property(['wheel', 'replayWheel', 'advanceClock'], { numRuns: 40, maxCommands: 6, focused: true, players: 1, opening: openings(['100.00']) });
  }, 60_000);

  it('(C3) exchanges bonus only while cash plus money parked in pending payouts is below the threshold', async () => {
    await property(['payout', 'settlePayout', 'exchange'], { numRuns: 30, maxCommands: 6, focused: true, players: 1, opening: openings(['100.00'], ['50.00']) });
  }, 60_000);

  it('keeps cash plus money parked in pending payouts under the maximum balance', async () => {
    await property(['payout', 'deposit', 'transfer', 'spin'], { numRuns: 40, maxCommands: 6, focused: true, players: 2, opening: openings(['24990.00']) });
  }, 60_000);

  it('keeps every money rule under a random mix of all the operations', async () => {
    await property(Object.keys(commandsFor(defaultPlayers)) as CommandName[], { numRuns: 20, maxCommands: 20 });
  }, 60_000);
});
