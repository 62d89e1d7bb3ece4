import type { MarketConfig } from '../../../schemas/config/market.ts';

// Figures the content texts use as {{placeholders}}: every one comes from the market config (config/markets/*),
// so legal texts never retype a limit and a second market's texts show its own (§9 "Terms" and "Help text").
export const figureNames = [
  'currency',
  'depositMin',
  'depositMax',
  'withdrawalMin',
  'withdrawalExtraVerificationAbove',
  'maxBalance',
  'maxProfit',
  'maxWinningsPerDay',
  'casinoBetMin',
  'casinoBetMax',
  'sportsMinStake',
  'bonusExchangeAbove',
  'inactivityMonths',
  'selfExclusionDelayDays',
  'limitIncreaseDelayDays',
  'minimumAge',
  'postponedEventHours',
  'helpCardDepositMin',
  'helpWithdrawalMin',
  'helpPayoutConfirmationHours',
  'helpDepositConfirmationHours',
  'licenceJurisdiction',
  'licenceNumber',
  'licenceHolder',
] as const;

export type FigureName = (typeof figureNames)[number];
export type Figures = Record<FigureName, string>;

/** `{{name}}` with optional spaces; names are letters only, so Markdown never splits one across nodes. */
export const placeholderPattern = /\{\{\s*([A-Za-z]+)\s*\}\}/g;

/** The market's figures, written in the page language's conventions (money with its currency code). */
export function contentFigures(market: MarketConfig, locale: string): Figures {
  // Whole amounts without decimals ("10 TND"), others with them ("0,01 TND"); decimal strings go to Intl as
  // strings, never through a float.
  const money = (amount: string, currency: string = market.currency) =>
    new Intl.NumberFormat(locale, { style: 'currency', currency, currencyDisplay: 'code', minimumFractionDigits: 0, maximumFractionDigits: 2 }).format(
      amount as Intl.StringNumericLiteral,
    );
  const count = (value: number) => new Intl.NumberFormat(locale).format(value);
  const { limits, terms, helpText, licence } = market;
  return {
    currency: market.currency,
    depositMin: money(limits.depositMin),
    depositMax: money(limits.depositMax),
    withdrawalMin: money(limits.withdrawalMin),
    withdrawalExtraVerificationAbove: money(limits.withdrawalExtraVerificationAbove),
    maxBalance: money(limits.maxBalance),
    maxProfit: money(limits.maxProfit),
    maxWinningsPerDay: money(limits.maxWinningsPerDay),
    casinoBetMin: money(limits.casinoBetMin),
    casinoBetMax: money(limits.casinoBetMax),
    sportsMinStake: money(limits.sportsMinStake),
    bonusExchangeAbove: money(limits.bonusExchangeAbove),
    inactivityMonths: count(terms.inactivityMonths),
    selfExclusionDelayDays: count(terms.selfExclusionDelayDays),
    limitIncreaseDelayDays: count(terms.limitIncreaseDelayDays),
    minimumAge: count(terms.minimumAge),
    postponedEventHours: count(terms.postponedEventHours),
    helpCardDepositMin: money(helpText.cardDepositMin.amount, helpText.cardDepositMin.currency),
    helpWithdrawalMin: money(helpText.withdrawalMin.amount, helpText.withdrawalMin.currency),
    helpPayoutConfirmationHours: count(helpText.payoutConfirmationHours),
    helpDepositConfirmationHours: count(helpText.depositConfirmationHours),
    licenceJurisdiction: licence.jurisdiction,
    licenceNumber: licence.number,
    licenceHolder: licence.holder,
  };
}

/** Replaces every known {{placeholder}} in `text`; an unknown one stays visible (the build check rejects it). */
export function interpolateFigures(text: string, figures: Figures): string {
  return text.replace(placeholderPattern, (match, name: string) => (name in figures ? figures[name as FigureName] : match));
}
