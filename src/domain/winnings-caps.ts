/**
 * §9 Terms: maximum winnings per day and maximum balance (TND 25 000 each for the Tunisian market). A win credit is cut
 * to what both caps leave room for; the rest is withheld (not credited). Pure integer minor units, shared by the
 * sandbox's credits and their tests.
 */
export interface WinningsCapInput {
  /** The win the game or ticket pays, before the caps. */
  winMinor: number;
  /** The cash balance before the credit. */
  balanceMinor: number;
  maxBalanceMinor: number;
  /** Winnings already credited during the market's day. */
  wonTodayMinor: number;
  maxDailyWinningsMinor: number;
}

export interface WinningsCapResult {
  creditMinor: number;
  withheldMinor: number;
  /** Which cap cut the win, if any (the tighter one). */
  cappedBy: 'none' | 'daily-winnings' | 'balance';
}

const checkMinor = (name: string, value: number) => {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${name} must be a non-negative safe integer of minor units, got ${value}`);
};

export function capWinnings(input: WinningsCapInput): WinningsCapResult {
  for (const [name, value] of Object.entries(input)) checkMinor(name, value);
  const dailyRoom = Math.max(0, input.maxDailyWinningsMinor - input.wonTodayMinor);
  const balanceRoom = Math.max(0, input.maxBalanceMinor - input.balanceMinor);
  const creditMinor = Math.min(input.winMinor, dailyRoom, balanceRoom);
  const withheldMinor = input.winMinor - creditMinor;
  return { creditMinor, withheldMinor, cappedBy: withheldMinor === 0 ? 'none' : dailyRoom <= balanceRoom ? 'daily-winnings' : 'balance' };
}

/** The start of the market's day holding `now` (its midnight at `utcOffsetMs` from UTC), for "winnings per day". */
export function marketDayStart(now: number, utcOffsetMs: number): number {
  const day = 86_400_000;
  return Math.floor((now + utcOffsetMs) / day) * day - utcOffsetMs;
}
