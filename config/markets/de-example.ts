import { defineMarket } from '../../schemas/config/market.define.ts';
import tn from './tn.ts';

// An example of a market with Germany-like player protection (§3 Player protection by market), to copy when an
// operator goes live there. Not served by default: MARKET=de-example picks it (config/app.ts). The money figures
// other than the protection pack are the Tunisian ones in euros, for the example only.
export default defineMarket({
  ...tn,
  id: 'de-example',
  currency: 'EUR',
  defaultLanguage: 'en-US',
  timezone: 'Europe/Berlin',
  // The sandbox keeps one offset all year (summer time is not modelled).
  utcOffset: '+01:00',
  helpOrganisations: [{ name: 'BZgA Check dein Spiel', url: 'https://www.check-dein-spiel.de/' }],
  licence: { jurisdiction: 'Germany (GGL)', number: 'GGL-0000-EXAMPLE', holder: 'Sandbox Operator GmbH' },
  protection: {
    // Virtual slots: at most 1 EUR a spin, 5 s at least per round, no autoplay, one game at a time.
    stakeCaps: [{ product: 'slots', maxStake: '1', byAge: [] }],
    minRoundSeconds: 5,
    autoplay: false,
    parallelGames: 1,
    // A deposit limit before any play.
    limitRequired: { before: 'play', presets: true, reminderMonths: 0 },
    limitKinds: [
      { kind: 'deposit_day', nameKey: 'profile.limits.depositDay' },
      { kind: 'deposit_week', nameKey: 'profile.limits.depositWeek' },
      { kind: 'deposit_month', nameKey: 'profile.limits.depositMonth' },
      { kind: 'loss', nameKey: 'profile.limits.loss' },
      { kind: 'session_time', nameKey: 'profile.limits.sessionTime' },
    ],
    realityCheck: { intervalsMinutes: [15, 30, 60], defaultMinutes: 60, mayTurnOff: false },
    // The panic button: play locked for 24 h at one tap.
    panicButton: { lockHours: 24 },
    signInStatement: true,
    // The central exclusion file (OASIS): no registration and no sign-in unchecked.
    exclusionRegister: { name: 'OASIS', checkAt: ['registration', 'sign-in'], whenDown: { registration: 'refuse', signIn: 'refuse' } },
    // The monthly deposit limit across operators (LUGAS): 1 000 EUR a calendar month at all operators together; while
    // the central file does not answer, no deposit goes through unchecked.
    crossOperatorDepositLimit: { name: 'LUGAS', monthlyLimit: '1000', whenDown: 'refuse' },
    netDepositChecks: [],
  },
});
