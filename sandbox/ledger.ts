import { randomUUID } from 'node:crypto';
import { userRowsChanged } from './auth/access-cache.ts';
import type { Clock } from './clock.ts';
import type { Database, Queryable } from './db/database.ts';
import { ApiError, errorCodes } from './errors.ts';
import { fromMinorUnits } from '../src/domain/money.ts';

/**
 * The wallet ledger (DESIGN "The sandbox", "Money"). Every balance movement is a row of ledger_entries; a
 * balance is the SUM of its account's rows, computed in SQL. Amounts are integer minor units.
 *
 * A posting moves one or more accounts of one user at once (a bonus exchange debits bonus and credits cash)
 * under one idempotency key, which moves money once, for as long as the ledger keeps its rows (docs/product.md
 * "Money rules"). Posting the same key again is refused with 409 idempotency_key_reused: a handler that debits a
 * stake and then credits a win under a key of its own making must never see its debit pass silently while the
 * credit is new. A caller whose retries are legitimate (a processor's callback, a job that runs again) says
 * `replay: 'answer'` and checks `replayed`: it then gets the first posting's rows. Balances may not go below zero
 * unless the posting says so.
 *
 * Later services (payments, wheel, games, bets) move money only through this module.
 *
 * Concurrency (§4 Money rules under concurrency). A money rule (a limit, the maximum balance, the bonus-exchange threshold, a
 * payout rule) is a read followed by a write: it only holds if nothing of the same player moves in between.
 * forPlayer() runs the check and the write in one transaction holding the player's lock, and every posting
 * takes that lock too, so two requests of one player run one after the other while other players' requests
 * run alongside. On PostgreSQL the lock is the player's users row (SELECT ... FOR NO KEY UPDATE: it does not
 * block the foreign-key checks of rows that merely reference the player, such as a new refresh token); on
 * SQLite every transaction already holds the database's write lock from its start (BEGIN IMMEDIATE) and the
 * adapter runs them one at a time.
 */
export type LedgerAccount = 'cash' | 'bonus';

export interface LedgerMovement {
  account: LedgerAccount;
  /** Positive credits, negative debits; a safe integer of minor units, zero only for a credit withheld whole. */
  amountMinor: number;
  /** The part of a credit a §9 cap already kept back (daily winnings, profit): recorded on the row, never credited. */
  withheldMinor?: number;
  /** A win's credit: the stake of its round or ticket (§9: only what it pays above the stake counts as the day's winnings). */
  winStakeMinor?: number;
}

/** §9 Terms: the caps that keep back part of a credit. */
export type WithheldCap = 'balance' | 'daily-winnings' | 'profit';

/**
 * §9 Terms, maximum balance, on every cash credit: 'withhold' (default) credits what fits under it and records the
 * rest as withheld; 'refuse' answers 422 max_balance_exceeded instead (a deposit or transfer the player or sender
 * can make smaller, so no money vanishes); 'exempt' for the player's own money given back (a payout refunded, a
 * stake returned) and the operator's adjustments.
 */
export type BalanceCapPolicy = 'withhold' | 'refuse' | 'exempt';

export interface LedgerPosting {
  userId: number;
  movements: LedgerMovement[];
  /** Why the money moved: 'deposit', 'withdrawal', 'bonus-exchange', 'spin', 'bet', 'win', 'seed'... */
  reason: string;
  /** Unique per user: a repeat is answered with the first posting. */
  idempotencyKey: string;
  /** What the movement belongs to (a payment id, a game round...), free text. */
  reference?: string;
  /** Lets a balance go below zero (manual adjustments); refused otherwise. */
  allowNegative?: boolean;
  /** Which cap kept back the movements' withheldMinor (the caller's own caps); the ledger's balance cap says 'balance'. */
  withheldBy?: WithheldCap;
  balanceCap?: BalanceCapPolicy;
  /** A key posted before: 'refuse' (default) answers 409 idempotency_key_reused; 'answer' gives the first posting back (replayed). */
  replay?: 'refuse' | 'answer';
  /**
   * When the money moved, for the seed alone: the seeded player's history (sandbox/db/seed.ts) is posted dated in its
   * past, before the opening balance, so the statement and the lists of that history agree. Now otherwise.
   */
  at?: number;
}

export interface LedgerEntry {
  id: number;
  postingId: string;
  userId: number;
  account: LedgerAccount;
  amountMinor: number;
  balanceAfterMinor: number;
  reason: string;
  idempotencyKey: string;
  reference: string | null;
  createdAt: number;
  /** §9 Terms: what a cap kept back of this credit (not in amountMinor, never credited). */
  withheldMinor: number;
  withheldBy: WithheldCap | null;
}

export interface Balances {
  cashMinor: number;
  bonusMinor: number;
}

export interface PostingResult {
  /** True when the idempotency key had been posted before and nothing moved now. */
  replayed: boolean;
  entries: LedgerEntry[];
  balances: Balances;
}

export interface MovementOptions {
  reason: string;
  idempotencyKey: string;
  reference?: string;
  /** A credit's part the caller's caps kept back (see LedgerMovement.withheldMinor) and the cap that did. */
  withheldMinor?: number;
  winStakeMinor?: number;
  withheldBy?: WithheldCap;
  balanceCap?: BalanceCapPolicy;
  replay?: LedgerPosting['replay'];
}

export interface LedgerOptions {
  /** §9 Terms: the maximum cash balance a credit may reach (the served market's, SandboxContext.market). */
  maxBalanceMinor: number;
  /**
   * The player's money held in payouts not final yet (the payments' own records say which): still the player's, so
   * the maximum balance and the bonus exchange's threshold count it (docs/product.md "Money rules"). None by default.
   */
  heldMinor?: (db: Queryable, userId: number) => Promise<number>;
}

export interface Ledger {
  balances(userId: number, db?: Queryable): Promise<Balances>;
  /** The player's money held in pending payouts (LedgerOptions.heldMinor). */
  heldMinor(userId: number, db?: Queryable): Promise<number>;
  /** §9 Terms: how much cash may still be credited under the maximum balance, money held in payouts counted. */
  balanceRoomMinor(userId: number, db?: Queryable): Promise<number>;
  /**
   * Runs `work` in one transaction holding the lock of the player (or players, taken in id order so that two
   * transfers in opposite directions cannot deadlock): check the money rules and move the money inside it.
   * Postings made inside join the transaction. Lock every player the work moves money of.
   */
  forPlayer<T>(userIds: number | readonly number[], work: (tx: Queryable) => Promise<T>): Promise<T>;
  post(posting: LedgerPosting): Promise<PostingResult>;
  /**
   * Puts `amountMinor` (positive) into the account under the §9 balance cap (BalanceCapPolicy); with
   * `withheldMinor` it may be 0, a credit the caller's caps kept back whole, still written so the statement shows it.
   */
  credit(userId: number, account: LedgerAccount, amountMinor: number, options: MovementOptions): Promise<PostingResult>;
  /** Takes `amountMinor` (positive) out of the account; refuses with not_enough_money (cash) or insufficient_funds_on_bonus_balance. */
  debit(userId: number, account: LedgerAccount, amountMinor: number, options: MovementOptions): Promise<PostingResult>;
  /** Newest first. */
  entries(userId: number, options?: { account?: LedgerAccount; limit?: number }): Promise<LedgerEntry[]>;
}

/** A row of ledger_entries as stored. */
export interface EntryRow {
  id: number;
  posting_id: string;
  user_id: number;
  account: LedgerAccount;
  amount_minor: number;
  balance_after_minor: number;
  reason: string;
  idempotency_key: string;
  reference: string | null;
  created_at: number;
  withheld_minor: number;
  withheld_by: WithheldCap | null;
  win_stake_minor: number;
}

const entryFromRow = (row: EntryRow): LedgerEntry => ({
  id: row.id,
  postingId: row.posting_id,
  userId: row.user_id,
  account: row.account,
  amountMinor: row.amount_minor,
  balanceAfterMinor: row.balance_after_minor,
  reason: row.reason,
  idempotencyKey: row.idempotency_key,
  reference: row.reference,
  createdAt: row.created_at,
  withheldMinor: Number(row.withheld_minor ?? 0),
  withheldBy: row.withheld_by ?? null,
});

const accounts: readonly LedgerAccount[] = ['cash', 'bonus'];

async function sumBalances(db: Queryable, userId: number): Promise<Balances> {
  const rows = await db.all<{ account: LedgerAccount; total: number }>(
    'SELECT account, COALESCE(SUM(amount_minor), 0) AS total FROM ledger_entries WHERE user_id = ? GROUP BY account',
    [userId],
  );
  const balances: Balances = { cashMinor: 0, bonusMinor: 0 };
  for (const row of rows) {
    if (row.account === 'cash') balances.cashMinor = Number(row.total);
    else if (row.account === 'bonus') balances.bonusMinor = Number(row.total);
  }
  return balances;
}

const balanceOf = (balances: Balances, account: LedgerAccount) => (account === 'cash' ? balances.cashMinor : balances.bonusMinor);

function checkPosting(posting: LedgerPosting): void {
  if (!Number.isSafeInteger(posting.userId)) throw new TypeError('Ledger posting needs a user id');
  if (!posting.idempotencyKey) throw new TypeError('Ledger posting needs an idempotency key');
  if (!posting.reason) throw new TypeError('Ledger posting needs a reason');
  if (posting.movements.length === 0) throw new TypeError('Ledger posting needs at least one movement');
  const seen = new Set<LedgerAccount>();
  for (const movement of posting.movements) {
    if (!accounts.includes(movement.account)) throw new TypeError(`Unknown ledger account "${String(movement.account)}"`);
    if (seen.has(movement.account)) throw new TypeError(`Ledger posting moves account "${movement.account}" twice`);
    seen.add(movement.account);
    const withheld = movement.withheldMinor ?? 0;
    if (!Number.isSafeInteger(withheld) || withheld < 0) throw new TypeError(`A withheld amount is a non-negative integer of minor units, got ${withheld}`);
    if (withheld > 0 && movement.amountMinor < 0) throw new TypeError('Only a credit can be withheld');
    if (!Number.isSafeInteger(movement.amountMinor) || (movement.amountMinor === 0 && withheld === 0)) {
      throw new TypeError(`Ledger amounts are non-zero integers of minor units, got ${movement.amountMinor}`);
    }
  }
}

function sameMovements(entries: LedgerEntry[], movements: LedgerMovement[]): boolean {
  if (entries.length !== movements.length) return false;
  // A credit the balance cap cut is compared as asked: what was credited plus what was withheld.
  const asked = (amount: number, withheld: number | undefined) => amount + (withheld ?? 0);
  return movements.every((movement) =>
    entries.some((entry) => entry.account === movement.account && asked(entry.amountMinor, entry.withheldMinor) === asked(movement.amountMinor, movement.withheldMinor)),
  );
}

/** Takes the players' locks inside the running transaction `tx` (see the module comment), in id order. */
export async function lockPlayers(db: Database, tx: Queryable, userIds: number | readonly number[]): Promise<void> {
  if (db.dialect !== 'postgres') return;
  const ids = [...new Set(typeof userIds === 'number' ? [userIds] : userIds)].sort((a, b) => a - b);
  for (const id of ids) await tx.get('SELECT id FROM users WHERE id = ? FOR NO KEY UPDATE', [id]);
}

export function createLedger(db: Database, clock: Clock, options: LedgerOptions): Ledger {
  const heldMinor = (userId: number, queryable: Queryable = db) => options.heldMinor?.(queryable, userId) ?? Promise.resolve(0);
  const roomUnder = (balances: Balances, held: number) => Math.max(0, options.maxBalanceMinor - balances.cashMinor - held);
  const post = async (posting: LedgerPosting): Promise<PostingResult> => {
    checkPosting(posting);
    return db.transaction(async (tx) => {
      await lockPlayers(db, tx, posting.userId);
      const previous = (
        await tx.all<EntryRow>('SELECT * FROM ledger_entries WHERE user_id = ? AND idempotency_key = ? ORDER BY id', [
          posting.userId,
          posting.idempotencyKey,
        ])
      ).map(entryFromRow);
      if (previous.length > 0) {
        if ((posting.replay ?? 'refuse') === 'refuse' || !sameMovements(previous, posting.movements)) {
          throw new ApiError(409, { code: errorCodes.idempotencyKeyReused, message: 'This idempotency key has already moved money.' });
        }
        return { replayed: true, entries: previous, balances: await sumBalances(tx, posting.userId) };
      }

      const balances = await sumBalances(tx, posting.userId);
      const capped = posting.movements.some((movement) => movement.account === 'cash' && movement.amountMinor > 0) && (posting.balanceCap ?? 'withhold') !== 'exempt';
      const held = capped ? await heldMinor(posting.userId, tx) : 0;
      userRowsChanged(tx, posting.userId);
      const postingId = randomUUID();
      const createdAt = posting.at ?? clock.now();
      const entries: LedgerEntry[] = [];
      for (const asked of posting.movements) {
        const movement = { ...asked, withheldMinor: asked.withheldMinor ?? 0 };
        let withheldBy = movement.withheldMinor > 0 ? (posting.withheldBy ?? 'balance') : null;
        if (movement.account === 'cash' && movement.amountMinor > 0 && (posting.balanceCap ?? 'withhold') !== 'exempt') {
          // §9 Terms: no credit takes the cash balance above the maximum, inside the transaction that credits it; money
          // parked in a pending payout still counts, or cancelling the payouts would carry the balance past it.
          const room = roomUnder(balances, held);
          if (movement.amountMinor > room) {
            if (posting.balanceCap === 'refuse') {
              throw new ApiError(422, { code: errorCodes.maxBalanceExceeded, message: `The balance may not exceed ${fromMinorUnits(options.maxBalanceMinor)}.` });
            }
            movement.withheldMinor += movement.amountMinor - room;
            movement.amountMinor = room;
            withheldBy ??= 'balance';
          }
        }
        const after = balanceOf(balances, movement.account) + movement.amountMinor;
        if (after < 0 && movement.amountMinor < 0 && !posting.allowNegative) {
          throw new ApiError(422, movement.account === 'cash'
            ? { code: errorCodes.notEnoughMoney, message: 'Not enough money.' }
            : { code: errorCodes.insufficientFundsOnBonusBalance, message: 'Insufficient funds on bonus balance.' });
        }
        if (movement.account === 'cash') balances.cashMinor = after;
        else balances.bonusMinor = after;
        const row = await tx.get<EntryRow>(
          `INSERT INTO ledger_entries (posting_id, user_id, account, amount_minor, balance_after_minor, reason, idempotency_key, reference, created_at, withheld_minor, withheld_by, win_stake_minor)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING *`,
          [postingId, posting.userId, movement.account, movement.amountMinor, after, posting.reason, posting.idempotencyKey, posting.reference ?? null, createdAt, movement.withheldMinor, withheldBy, movement.winStakeMinor ?? 0],
        );
        if (!row) throw new Error('Ledger insert returned no row');
        entries.push(entryFromRow(row));
      }
      return { replayed: false, entries, balances };
    });
  };

  const single = (userId: number, account: LedgerAccount, amountMinor: number, { withheldMinor, winStakeMinor, ...options }: MovementOptions) =>
    post({ userId, movements: [{ account, amountMinor, withheldMinor, winStakeMinor }], ...options });

  return {
    balances: (userId, queryable = db) => sumBalances(queryable, userId),
    heldMinor,
    balanceRoomMinor: async (userId, queryable = db) => roomUnder(await sumBalances(queryable, userId), await heldMinor(userId, queryable)),
    forPlayer: (userIds, work) =>
      db.transaction(async (tx) => {
        await lockPlayers(db, tx, userIds);
        return work(tx);
      }),
    post,
    credit: async (userId, account, amountMinor, options) => {
      if (!(amountMinor > 0) && !(amountMinor === 0 && (options.withheldMinor ?? 0) > 0)) throw new TypeError(`A credit is a positive amount, got ${amountMinor}`);
      return single(userId, account, amountMinor, options);
    },
    debit: async (userId, account, amountMinor, options) => {
      if (!(amountMinor > 0)) throw new TypeError(`A debit is a positive amount (taken out), got ${amountMinor}`);
      return single(userId, account, -amountMinor, options);
    },
    entries: async (userId, options = {}) => {
      const limit = Math.min(Math.max(options.limit ?? 100, 1), 1000);
      const rows = options.account
        ? await db.all<EntryRow>('SELECT * FROM ledger_entries WHERE user_id = ? AND account = ? ORDER BY id DESC LIMIT ?', [userId, options.account, limit])
        : await db.all<EntryRow>('SELECT * FROM ledger_entries WHERE user_id = ? ORDER BY id DESC LIMIT ?', [userId, limit]);
      return rows.map(entryFromRow);
    },
  };
}
