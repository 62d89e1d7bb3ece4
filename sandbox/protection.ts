import type { Clock } from './clock.ts';
import type { SandboxContext } from './context.ts';
import type { Queryable } from './db/database.ts';
import { ApiError, errorCodes } from './errors.ts';
import type { MarketFigures } from './market.ts';
import { formatMoney } from './money.ts';
import { askDepositFile } from './deposit-file.ts';
import { depositedSince, financialLimitKinds, readLimitStates } from './services/responsible-gaming.ts';
import { addUtcMonths } from '../src/domain/self-exclusion.ts';
import { settleLimit } from './services/responsible-gaming-rules.ts';

/**
 * §3 Player protection by market (docs/product.md): the rules of the market's pack (config/markets/<id>.ts
 * `protection`, in SandboxContext.market.protection), each checked inside the transaction that moves the money,
 * under the player's lock (ledger.forPlayer), like the limits every market has:
 *
 *   checkBeforeRound    every real-money casino round: panic lock, limit required before play, stake cap by age
 *                       band, minimum round time
 *   checkBeforeBet      every other real-money bet (sport ticket, paid wheel spin): panic lock, limit before play
 *   checkBeforeDeposit  a new deposit: panic lock, limit required, an affordability check waiting for its answer,
 *                       the monthly deposit limit across operators (the central deposit file)
 *   afterDepositCredited  net deposits past the threshold open an affordability check
 */
export type Protection = MarketFigures['protection'];
type AgeBand = { minAge: number; maxAge: number | null };

/** Whole years from a date of birth (YYYY-MM-DD) to `now`, or null when the player has not given it. */
export function ageOn(dateOfBirth: string | null, now: number): number | null {
  const match = dateOfBirth ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(dateOfBirth) : null;
  if (!match) return null;
  const today = new Date(now);
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const hadBirthday = today.getUTCMonth() + 1 > month || (today.getUTCMonth() + 1 === month && today.getUTCDate() >= day);
  return today.getUTCFullYear() - year - (hadBirthday ? 0 : 1);
}

const inBand = (age: number, band: AgeBand) => age >= band.minAge && (band.maxAge === null || age <= band.maxAge);

/**
 * The most a round of `product` may stake, or null without a cap: the product's cap, lowered by the band the
 * player's age falls in. Without a date of birth the strictest band applies (a cap for the young is never
 * escaped by leaving the field empty).
 */
export function stakeCapMinor(protection: Protection, product: 'slots', age: number | null): number | null {
  const cap = protection.stakeCaps.find((candidate) => candidate.product === product);
  if (!cap) return null;
  const bands = age === null ? cap.byAge : cap.byAge.filter((band) => inBand(age, band));
  return Math.min(cap.maxStakeMinor, ...bands.map((band) => band.maxStakeMinor));
}

/** The net-deposit threshold of the player's band; the lowest when the age is unknown; null when the pack has none. */
export function netDepositCheckFor(protection: Protection, age: number | null): Protection['netDepositChecks'][number] | null {
  const bands = age === null ? protection.netDepositChecks : protection.netDepositChecks.filter((band) => inBand(age, band));
  if (bands.length === 0) return null;
  return bands.reduce((lowest, band) => (band.thresholdMinor < lowest.thresholdMinor ? band : lowest));
}

export async function playerAge(db: Queryable, userId: number, now: number): Promise<number | null> {
  const row = await db.get<{ date_of_birth: string | null }>('SELECT date_of_birth FROM user_info WHERE user_id = ?', [userId]);
  return ageOn(row?.date_of_birth ?? null, now);
}

/** The stake cap of a player's real-money rounds (the game page offers stakes up to it). */
export async function playerStakeCapMinor(db: Queryable, { clock, market }: Pick<SandboxContext, 'clock' | 'market'>, userId: number): Promise<number | null> {
  if (!market.protection.stakeCaps.length) return null;
  return stakeCapMinor(market.protection, 'slots', await playerAge(db, userId, clock.now()));
}

const iso = (ms: number) => new Date(ms).toISOString();

/** The panic button's lock in force at `now`, if any. */
export async function activePlayLock(db: Queryable, userId: number, now: number): Promise<{ started_at: number; ends_at: number } | null> {
  const row = await db.get<{ started_at: number; ends_at: number }>('SELECT started_at, ends_at FROM play_locks WHERE user_id = ? AND ends_at > ? ORDER BY ends_at DESC', [userId, now]);
  return row ? { started_at: Number(row.started_at), ends_at: Number(row.ends_at) } : null;
}

async function checkPlayLock(db: Queryable, clock: Clock, userId: number): Promise<void> {
  const lock = await activePlayLock(db, userId, clock.now());
  if (lock) throw new ApiError(403, { code: errorCodes.playLocked, message: `Play is locked until ${iso(lock.ends_at)} (panic button).`, detail: iso(lock.ends_at) });
}

/** Whether the player has a deposit limit in force (the pack's "limit before the first deposit / before play"). */
async function hasDepositLimit(db: Queryable, userId: number, now: number): Promise<boolean> {
  const states = await readLimitStates(db, userId);
  return (['deposit_day', 'deposit_week', 'deposit_month'] as const).some((kind) => settleLimit(states[kind], now).current !== null);
}

async function checkLimitSet(db: Queryable, { clock, market }: Pick<SandboxContext, 'clock' | 'market'>, userId: number, moment: 'deposit' | 'bet'): Promise<void> {
  const before = market.protection.limitRequiredBefore;
  if (before === 'none' || (before === 'first-deposit' && moment === 'bet')) return;
  if (await hasDepositLimit(db, userId, clock.now())) return;
  throw new ApiError(422, {
    code: errorCodes.limitRequired,
    message: moment === 'deposit' ? 'Set a deposit limit before depositing.' : 'Set a deposit limit before playing.',
    detail: before,
  });
}

/** Every real-money bet other than a casino round: the panic lock, and the limit the pack asks for before play. */
export async function checkBeforeBet(tx: Queryable, context: Pick<SandboxContext, 'clock' | 'market'>, userId: number): Promise<void> {
  await checkPlayLock(tx, context.clock, userId);
  await checkLimitSet(tx, context, userId, 'bet');
}

/**
 * A real-money casino round: what checkBeforeBet checks, then the stake cap of the player's age band and the
 * minimum time since the player's last real-money round (any game: one game at a time).
 */
export async function checkBeforeRound(tx: Queryable, context: Pick<SandboxContext, 'clock' | 'market'>, userId: number, betMinor: number): Promise<void> {
  await checkBeforeBet(tx, context, userId);
  const { market, clock } = context;
  const cap = await playerStakeCapMinor(tx, context, userId);
  if (cap !== null && betMinor > cap) {
    const limits = { min: formatMoney(market.casinoBetMinMinor), max: formatMoney(cap), currency: market.currency };
    throw new ApiError(422, { code: errorCodes.stakeCapExceeded, message: `The most a round may stake is ${limits.max} ${limits.currency}.`, betLimits: limits });
  }
  const { minRoundMs } = market.protection;
  if (minRoundMs > 0) {
    const row = await tx.get<{ last: number | string | null }>("SELECT MAX(created_at) AS last FROM casino_rounds WHERE user_id = ? AND mode = 'real'", [userId]);
    const last = row?.last === null || row?.last === undefined ? null : Number(row.last);
    if (last !== null && clock.now() < last + minRoundMs) {
      throw new ApiError(422, { code: errorCodes.roundTooSoon, message: `A round may start ${minRoundMs / 1000} s after the last one at the earliest.`, detail: iso(last + minRoundMs) });
    }
  }
}

/** Net deposits (credited deposits minus payouts, payouts given back counted out) since `since`, in minor units. */
async function netDepositsMinor(db: Queryable, userId: number, since: number): Promise<number> {
  const row = await db.get<{ total: number | string | null }>(
    "SELECT COALESCE(SUM(amount_minor), 0) AS total FROM ledger_entries WHERE user_id = ? AND account = 'cash' AND reason IN ('deposit', 'payout', 'payout-refund') AND created_at > ?",
    [userId, since],
  );
  return Number(row?.total ?? 0);
}

export interface AffordabilityRow {
  id: number;
  opened_at: number;
  window_days: number;
  threshold_minor: number;
  net_deposits_minor: number;
  answered_at: number | null;
}

/** The affordability check waiting for the player's answer, if any. */
export async function openAffordabilityCheck(db: Queryable, userId: number): Promise<AffordabilityRow | null> {
  return (
    (await db.get<AffordabilityRow>(
      'SELECT id, opened_at, window_days, threshold_minor, net_deposits_minor, answered_at FROM affordability_checks WHERE user_id = ? AND answered_at IS NULL ORDER BY opened_at DESC',
      [userId],
    )) ?? null
  );
}

/**
 * The calendar month `now` falls in, in the market's time (the market's utcOffset): its YYYY-MM key and its first
 * millisecond.
 */
export function marketMonth(now: number, utcOffsetMs: number): { key: string; startsAt: number } {
  const local = new Date(now + utcOffsetMs);
  const [year, month] = [local.getUTCFullYear(), local.getUTCMonth()];
  return { key: `${year}-${String(month + 1).padStart(2, '0')}`, startsAt: Date.UTC(year, month, 1) - utcOffsetMs };
}

/**
 * The monthly deposit limit across operators (German-like: 1 000 EUR, LUGAS): this operator's deposits of the month
 * (from their creation, credited or not, unless they failed, as the deposit limits count them) plus what the central
 * file says the player deposited elsewhere, plus this one, may not pass it. While the file does not answer, as the
 * pack says: refused, or allowed unchecked.
 */
async function checkCrossOperatorDepositLimit(tx: Queryable, { clock, market, config }: Pick<SandboxContext, 'clock' | 'market' | 'config'>, userId: number, amountMinor: number): Promise<void> {
  const rule = market.protection.crossOperatorDepositLimit;
  if (!rule) return;
  const month = marketMonth(clock.now(), market.utcOffsetMs);
  const user = await tx.get<{ email: string }>('SELECT email FROM users WHERE id = ?', [userId]);
  const elsewhere = config.depositFileOrigin && user ? await askDepositFile(config.depositFileOrigin, user.email, month.key) : 'down';
  if (elsewhere === 'down') {
    if (rule.whenDown === 'allow') return;
    throw new ApiError(503, { code: errorCodes.depositFileUnavailable, message: `The central deposit file (${rule.name}) does not answer: no deposit can be checked, try again later.`, detail: rule.name }, { 'Retry-After': '60' });
  }
  const here = await depositedSince(tx, userId, month.startsAt - 1);
  if (here + elsewhere + amountMinor > rule.monthlyLimitMinor) {
    const left = Math.max(0, rule.monthlyLimitMinor - here - elsewhere);
    throw new ApiError(422, {
      code: errorCodes.crossOperatorDepositLimitExceeded,
      message: `This deposit would take your deposits this month at all operators past ${formatMoney(rule.monthlyLimitMinor)} ${market.currency} (${rule.name}); ${formatMoney(left)} ${market.currency} is left.`,
      detail: formatMoney(left),
    });
  }
}

/**
 * A new deposit: the panic lock, the limit the pack asks for, no affordability check waiting, and the monthly limit
 * across operators (the central file is asked last: nothing refused already waits on it).
 */
export async function checkBeforeDeposit(tx: Queryable, context: Pick<SandboxContext, 'clock' | 'market' | 'config'>, userId: number, amountMinor: number): Promise<void> {
  await checkPlayLock(tx, context.clock, userId);
  await checkLimitSet(tx, context, userId, 'deposit');
  if (await openAffordabilityCheck(tx, userId)) {
    throw new ApiError(422, { code: errorCodes.affordabilityCheckRequired, message: 'Please answer the affordability check before your next deposit.' });
  }
  await checkCrossOperatorDepositLimit(tx, context, userId, amountMinor);
}

/**
 * After a deposit is credited (same transaction): net deposits over the band's window past its threshold open an
 * affordability check, once per window (a check answered within the window is not asked again before it ends).
 */
export async function afterDepositCredited(tx: Queryable, { clock, market }: Pick<SandboxContext, 'clock' | 'market'>, userId: number): Promise<void> {
  if (!market.protection.netDepositChecks.length) return;
  const now = clock.now();
  const check = netDepositCheckFor(market.protection, await playerAge(tx, userId, now));
  if (!check) return;
  const net = await netDepositsMinor(tx, userId, now - check.windowMs);
  if (net <= check.thresholdMinor) return;
  const recent = await tx.get<{ id: number }>('SELECT id FROM affordability_checks WHERE user_id = ? AND opened_at > ?', [userId, now - check.windowMs]);
  if (recent) return;
  await tx.run('INSERT INTO affordability_checks (user_id, opened_at, window_days, threshold_minor, net_deposits_minor) VALUES (?, ?, ?, ?, ?)', [
    userId,
    now,
    check.windowDays,
    check.thresholdMinor,
    net,
  ]);
}

export interface LimitReviewState {
  hasFinancialLimit: boolean;
  due: boolean;
  reviewedAt: number | null;
  dueFrom: number | null;
  everyMonths: number;
}

/**
 * The limit review (UK-like pack: every 6 months): due when the player has a deposit or loss limit in force that was
 * last set or confirmed `reviewMonths` calendar months ago or more (never confirmed: due at once). Null where the
 * pack asks for no review.
 */
export async function limitReview(db: Queryable, { clock, market }: Pick<SandboxContext, 'clock' | 'market'>, userId: number): Promise<LimitReviewState | null> {
  const everyMonths = market.protection.limitReviewMonths;
  if (everyMonths === 0) return null;
  const now = clock.now();
  const states = await readLimitStates(db, userId);
  const hasFinancialLimit = financialLimitKinds.some((kind) => settleLimit(states[kind], now).current !== null);
  const row = await db.get<{ reviewed: number | string | null }>('SELECT limits_reviewed_at AS reviewed FROM users WHERE id = ?', [userId]);
  const reviewedAt = row?.reviewed === null || row?.reviewed === undefined ? null : Number(row.reviewed);
  const dueFrom = hasFinancialLimit && reviewedAt !== null ? addUtcMonths(new Date(reviewedAt), everyMonths) : null;
  return { hasFinancialLimit, due: hasFinancialLimit && (dueFrom === null || now >= dueFrom), reviewedAt, dueFrom, everyMonths };
}
