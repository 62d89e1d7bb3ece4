import { defineMarket } from '../../schemas/config/market.define.ts';
import tn from './tn.ts';

// An example of a market with United Kingdom-like player protection (§3 Player protection by market), to copy when
// an operator goes live there. Not served by default: MARKET=uk-example picks it (config/app.ts). The money figures
// other than the protection pack are the Tunisian ones in pounds, for the example only.
export default defineMarket({
  ...tn,
  id: 'uk-example',
  currency: 'GBP',
  defaultLanguage: 'en-US',
  timezone: 'Europe/London',
  // The sandbox keeps one offset all year (summer time is not modelled).
  utcOffset: '+00:00',
  helpOrganisations: [
    { name: 'GamCare', url: 'https://www.gamcare.org.uk/' },
    { name: 'GAMSTOP', url: 'https://www.gamstop.co.uk/' },
  ],
  licence: { jurisdiction: 'Great Britain', number: '000-000000-R-000000-001', holder: 'Sandbox Operator Ltd' },
  protection: {
    // Online slots: at most 5 GBP a spin, 2 GBP for players aged 18 to 24.
    stakeCaps: [{ product: 'slots', maxStake: '5', byAge: [{ minAge: 18, maxAge: 24, maxStake: '2' }] }],
    minRoundSeconds: 0,
    autoplay: false,
    parallelGames: 1,
    // A financial limit before the first deposit, typed (no preset amounts), asked again every 6 months.
    limitRequired: { before: 'first-deposit', presets: false, reminderMonths: 6 },
    // From 30 June 2026 "deposit limit" names only a gross limit: the sandbox's deposit limits count every deposit,
    // never net of withdrawals, so they keep the name; the loss limit is net (stakes minus winnings) and is named so,
    // never a deposit limit. No session-time limit is offered here: the limits page shows only these kinds.
    limitKinds: [
      { kind: 'deposit_day', nameKey: 'profile.limits.depositDay' },
      { kind: 'deposit_week', nameKey: 'profile.limits.depositWeek' },
      { kind: 'deposit_month', nameKey: 'profile.limits.depositMonth' },
      { kind: 'loss', nameKey: 'profile.limits.netLoss' },
    ],
    realityCheck: { intervalsMinutes: [0, 15, 30, 60], defaultMinutes: 60, mayTurnOff: true },
    panicButton: null,
    signInStatement: false,
    exclusionRegister: { name: 'GAMSTOP', checkAt: ['registration', 'sign-in'], whenDown: { registration: 'refuse', signIn: 'allow-checked' } },
    crossOperatorDepositLimit: null,
    // Net deposits over 30 days that ask the player about affordability (example figures).
    netDepositChecks: [
      { minAge: 18, maxAge: 24, windowDays: 30, threshold: '150' },
      { minAge: 25, windowDays: 30, threshold: '500' },
    ],
  },
});
