/**
 * §9 Terms: maximum profit paid, maximum winnings per day and maximum balance (TND 25 000 each for the Tunisian
 * market). A win credit is cut to what all three caps leave room for; the rest is withheld (not credited). Pure
 * integer minor units, shared by the sandbox's credits and their tests.
 */
export interface WinningsCapInput {
  /** The win the game or ticket pays, before the caps (the stake returned included). */
  winMinor: number;
  /** What the round or ticket staked: the profit is what the win pays above it. */
  stakeMinor: number;
  maxProfitMinor: number;
  /** The cash balance before the credit. */
  balanceMinor: number;
  maxBalanceMinor: number;
  /** What the day's wins already paid above their stakes (the market's day, every kind of win). */
  wonTodayMinor: number;
  maxDailyWinningsMinor: number;
}

export interface WinningsCapResult {
  creditMinor: number;
  withheldMinor: number;
  /** Which cap cut the win, if any (the tightest one). */
  cappedBy: 'none' | 'profit' | 'daily-winnings' | 'balance';
}

const checkMinor = (name: string, value: number) => {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${name} must be a non-negative safe integer of minor units, got ${value}`);
};

export function capWinnings(input: WinningsCapInput): WinningsCapResult {
  for (const [name, value] of Object.entries(input)) checkMinor(name, value);
  // The stake comes back whatever the caps: only what it pays above the stake is profit.
  const profitRoom = input.stakeMinor + input.maxProfitMinor;
  // The day's cap counts profit too: it never keeps a stake back.
  const dailyRoom = input.stakeMinor + Math.max(0, input.maxDailyWinningsMinor - input.wonTodayMinor);
  const balanceRoom = Math.max(0, input.maxBalanceMinor - input.balanceMinor);
  const creditMinor = Math.min(input.winMinor, profitRoom, dailyRoom, balanceRoom);
  const withheldMinor = input.winMinor - creditMinor;
  if (withheldMinor === 0) return { creditMinor, withheldMinor, cappedBy: 'none' };
  const cappedBy = creditMinor === profitRoom ? 'profit' : creditMinor === dailyRoom ? 'daily-winnings' : 'balance';
  return { creditMinor, withheldMinor, cappedBy };
}

/** The start of the market's day holding `now` (its midnight at `utcOffsetMs` from UTC), for "winnings per day". */
export function marketDayStart(now: number, utcOffsetMs: number): number {
  const day = 86_400_000;
  return Math.floor((now + utcOffsetMs) / day) * day - utcOffsetMs;
}
