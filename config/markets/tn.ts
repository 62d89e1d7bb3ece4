import { defineMarket } from '../../schemas/config/market.define.ts';

// Tunisian market. Figures from §9 (Terms); money as decimal strings in TND.
export default defineMarket({
  id: 'tn',
  currency: 'TND',
  languages: ['fr-fr', 'en-US', 'ar'],
  defaultLanguage: 'fr-fr',
  timezone: 'Africa/Tunis',
  utcOffset: '+01:00',
  // §4/§9: three daily cashback reset times at 00:11 UTC+1.
  cashbackReset: { time: '00:11', count: 3 },
  limits: {
    depositMin: '10',
    depositMax: '10000',
    withdrawalMin: '10',
    withdrawalExtraVerificationAbove: '3000',
    maxBalance: '25000',
    maxProfit: '25000',
    maxWinningsPerDay: '25000',
    casinoBetMin: '0.01',
    casinoBetMax: '3000',
    sportsMinStake: '0.1',
    bonusExchangeAbove: '3',
  },
  // Help a player can reach from Tunisia, in Arabic and French as well as English.
  helpOrganisations: [
    { name: 'Gambling Therapy', url: 'https://www.gamblingtherapy.org/' },
    { name: 'Gamblers Anonymous', url: 'https://www.gamblersanonymous.org/' },
  ],
  terms: {
    inactivityMonths: 24,
    selfExclusionDelayDays: 7,
    limitIncreaseDelayDays: 7,
    minimumAge: 18,
    postponedEventHours: 48,
  },
  // §9 "Help text": figures the help page gives, which differ from the terms above (both kept, as the spec does).
  helpText: {
    cardDepositMin: { amount: '5', currency: 'EUR' },
    withdrawalMin: { amount: '10', currency: 'EUR' },
    payoutConfirmationHours: 1,
    depositConfirmationHours: 24,
  },
  // §9: the terms include Curaçao licence statements. The holder and number are the sandbox operator's, made up.
  licence: { jurisdiction: 'Curaçao', number: '8048/JAZ2026-014', holder: 'Sandbox Operator N.V.' },
  // §5 Bet slip: one-tap stakes under the slip's stake field.
  quickStakes: ['1', '5', '10', '50'],
  // Empty: every payment system the backend lists is shown.
  paymentSystems: [],
  cryptoCurrencies: ['btc', 'eth', 'usdttrc20', 'usdterc20', 'busdbsc', 'bnbbsc', 'doge', 'trx', 'ltc'],
  jackpotOrder: ['silver', 'gold', 'bronze'],
  // §3 Player protection by market: no rule beyond the limits, self-exclusion and reality check every market has.
  protection: {
    stakeCaps: [],
    minRoundSeconds: 0,
    autoplay: true,
    parallelGames: 1,
    limitRequired: { before: 'none', presets: true, reminderMonths: 0 },
    limitKinds: [
      { kind: 'deposit_day', nameKey: 'profile.limits.depositDay' },
      { kind: 'deposit_week', nameKey: 'profile.limits.depositWeek' },
      { kind: 'deposit_month', nameKey: 'profile.limits.depositMonth' },
      { kind: 'loss', nameKey: 'profile.limits.loss' },
      { kind: 'session_time', nameKey: 'profile.limits.sessionTime' },
    ],
    realityCheck: { intervalsMinutes: [0, 15, 30, 60], defaultMinutes: 0, mayTurnOff: true },
    panicButton: null,
    signInStatement: false,
    exclusionRegister: null,
    crossOperatorDepositLimit: null,
    netDepositChecks: [],
  },
});
