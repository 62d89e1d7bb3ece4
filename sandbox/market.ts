import app from '../config/app.ts';
import markets from '../config/markets/index.ts';
import type { MarketInput } from '../schemas/config/market.ts';
import { floorToMinorUnits, roundUpToMinorUnits } from '../src/domain/money.ts';

/**
 * The market's figures as the sandbox enforces them (§9 Terms), in integer minor units. Each running sandbox holds
 * its own (SandboxContext.market): by default the market config/app.ts serves, or the one a test starts it with,
 * so a test can change a figure and see the behaviour follow. §9 Rounding: a minimum is rounded up to minor units
 * and a maximum floored, so a figure written with more decimals never lets through a cent the terms do not allow.
 */
export type MarketFigures = ReturnType<typeof marketFiguresOf>;

export function marketFiguresOf(market: MarketInput) {
  const { limits, terms } = market;
  return {
    id: market.id,
    currency: market.currency,
    /** §3 contact language: the languages a player may choose for the operator's e-mails, and the one used otherwise. */
    languages: market.languages,
    defaultLanguage: market.defaultLanguage,
    depositMinMinor: roundUpToMinorUnits(limits.depositMin),
    depositMaxMinor: floorToMinorUnits(limits.depositMax),
    withdrawalMinMinor: roundUpToMinorUnits(limits.withdrawalMin),
    withdrawalExtraVerificationAboveMinor: floorToMinorUnits(limits.withdrawalExtraVerificationAbove),
    /** §9 Terms: no credit takes the cash balance above it; the rest of the credit is withheld (sandbox/ledger.ts). */
    maxBalanceMinor: floorToMinorUnits(limits.maxBalance),
    /** §9 Terms: what a round or ticket pays above its stake at most. */
    maxProfitMinor: floorToMinorUnits(limits.maxProfit),
    /** §9 Terms: winnings credited per market day at most; the rest of a win is withheld. */
    maxDailyWinningsMinor: floorToMinorUnits(limits.maxWinningsPerDay),
    /** §9 Terms: a casino round's bet, from the minimum (rounded up) to the maximum. */
    casinoBetMinMinor: roundUpToMinorUnits(limits.casinoBetMin),
    casinoBetMaxMinor: floorToMinorUnits(limits.casinoBetMax),
    bonusExchangeAboveMinor: floorToMinorUnits(limits.bonusExchangeAbove),
    limitIncreaseDelayMs: terms.limitIncreaseDelayDays * 86_400_000,
    selfExclusionDelayMs: terms.selfExclusionDelayDays * 86_400_000,
    cryptoCurrencies: market.cryptoCurrencies,
    /** §9 age of majority: registration and the date of birth refuse anyone younger. */
    minimumAge: terms.minimumAge,
    /** §4, §9: an account without activity for this many months is blocked. */
    inactivityMonths: terms.inactivityMonths,
    /** §4: a closed account reopens no sooner than this after its closure (the terms' 7 days, as for self-exclusion). */
    closureReactivationDelayMs: terms.selfExclusionDelayDays * 86_400_000,
    /** The market's day (daily limits and winnings) starts at midnight at this offset from UTC. */
    utcOffsetMs: utcOffsetMs(market.utcOffset),
    /** §3 Player protection by market: the pack's rules, money in minor units (sandbox/protection.ts enforces them). */
    protection: protectionFiguresOf(market.protection),
  };
}

/** The pack in the units the sandbox counts in: stakes and thresholds in minor units, times in milliseconds. */
function protectionFiguresOf(pack: MarketInput['protection']) {
  return {
    stakeCaps: pack.stakeCaps.map((cap) => ({
      product: cap.product,
      maxStakeMinor: floorToMinorUnits(cap.maxStake),
      byAge: cap.byAge.map((band) => ({ minAge: band.minAge, maxAge: band.maxAge ?? null, maxStakeMinor: floorToMinorUnits(band.maxStake) })),
    })),
    minRoundMs: pack.minRoundSeconds * 1000,
    autoplay: pack.autoplay,
    limitRequiredBefore: pack.limitRequired.before,
    /** Months after which the player is asked to review their financial limits; 0 for never. */
    limitReviewMonths: pack.limitRequired.reminderMonths,
    /** The limit kinds the pack offers: a player sets no other (the limits page shows only these). */
    limitKinds: pack.limitKinds.map((entry) => entry.kind),
    panicLockMs: pack.panicButton ? pack.panicButton.lockHours * 3_600_000 : null,
    signInStatement: pack.signInStatement,
    exclusionRegister: pack.exclusionRegister,
    crossOperatorDepositLimit: pack.crossOperatorDepositLimit
      ? { name: pack.crossOperatorDepositLimit.name, monthlyLimitMinor: floorToMinorUnits(pack.crossOperatorDepositLimit.monthlyLimit), whenDown: pack.crossOperatorDepositLimit.whenDown }
      : null,
    netDepositChecks: pack.netDepositChecks.map((check) => ({
      minAge: check.minAge,
      maxAge: check.maxAge ?? null,
      windowMs: check.windowDays * 86_400_000,
      windowDays: check.windowDays,
      thresholdMinor: floorToMinorUnits(check.threshold),
    })),
  };
}

/** The market config/app.ts serves. */
export function servedMarket(): MarketInput {
  const served = markets.find((candidate) => candidate.id === app.market);
  if (!served) throw new Error(`config/app.ts: market "${app.market}" is not listed in config/markets/index.ts`);
  return served;
}

/** "+01:00" -> 3 600 000 (the schema already checked the shape). */
function utcOffsetMs(offset: string): number {
  const sign = offset.startsWith('-') ? -1 : 1;
  const [hours, minutes] = offset.slice(1).split(':').map(Number);
  return sign * (hours * 60 + minutes) * 60_000;
}
