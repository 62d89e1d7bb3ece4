import providers from '../../../config/providers/index.ts';
import sportEmbeds from '../../../config/sport-embeds/index.ts';
import { href, hrefById } from '../../engine/hrefs.ts';

// The screens that call the API, in one place, for the fault matrix (connection-faults.test.tsx, §8): each with an
// address that shows it, as a guest or a player, and on which viewport. `api-screens.test.ts` follows every screen
// config/routes and config/modals load and fails when one that reaches the API is missing here, so a new screen
// cannot be forgotten. Read by tests only.

export interface ApiScreen {
  /** The screen module, as config/routes or config/modals load it. */
  screen: string;
  /** An address that shows it (built from the route table, never written). */
  address: () => string;
  signedIn: boolean;
  /** Screens with a phone and a desktop variant are listed once per variant. */
  viewport?: 'desktop' | 'mobile';
  /** Where a failure sends the player instead of staying (§4 Game session URL fetch: the lobby, with a message). */
  failureGoesTo?: () => string;
}

const profile = (screen: string, address: () => string, viewport?: 'mobile'): ApiScreen => ({ screen: `src/features/profile/${screen}.tsx`, address, signedIn: true, ...(viewport ? { viewport } : {}) });
const cashier = (screen: string, address: () => string): ApiScreen => ({ screen: `src/features/cashier/${screen}.tsx`, address, signedIn: true });
const auth = (screen: string, address: () => string): ApiScreen => ({ screen: `src/features/auth/${screen}.tsx`, address, signedIn: false });
const firstProvider = () => providers[0].id;

export const apiScreens: readonly ApiScreen[] = [
  // The phone's index of the sections; desktop opens personal details there (§9).
  profile('profile-index-page', () => href('profile'), 'mobile'),
  profile('user-info-page', () => href('profile-user-info')),
  profile('transactions-page', () => href('profile-transactions')),
  profile('transaction-page', () => href('profile-transaction', { id: 41 })),
  profile('statement-page', () => href('profile-statement')),
  profile('statement-entry-page', () => href('profile-statement-entry', { id: 41 })),
  profile('promocode-page', () => href('profile-promocode')),
  profile('limits-page', () => href('profile-limits')),
  profile('user-bonus-page', () => href('profile-user-bonus')),
  profile('self-exclusion-page', () => href('profile-self-exclusion')),
  profile('close-account-page', () => href('profile-close-account')),
  profile('bet-history-page', () => href('profile-bet-history-sft')),
  profile('bet-detail-page', () => href('profile-bet-detail-sft', {}, { id: 41 })),
  profile('bonus-history-page', () => href('profile-bonus-history')),
  profile('cashback-history-page', () => href('profile-cashback-history')),
  profile('kyc-page', () => href('profile-kyc-verification')),
  profile('exchange-bonus-page', () => href('profile-exchange-bonus-balance')),
  profile('change-password-page', () => href('profile-change-password')),
  profile('bookmakers-settings-page', () => href('profile-bookmakers-settings')),
  profile('bonus-transfer-page', () => href('profile-bonus')),
  cashier('withdraw-page', () => href('profile-withdraw')),
  cashier('replenishment-page', () => href('profile-replenishment')),
  cashier('cashier-page', () => href('profile-cashier')),
  cashier('balance-page', () => href('balance')),
  cashier('deposit-page', () => href('deposit', { paymentSystem: 'card' })),
  cashier('withdrawal-page', () => href('withdrawal', { payoutSystem: 'card' })),
  auth('sign-in-page', () => href('auth-sign-in')),
  auth('verify-page', () => href('verify-key', { key: 'a-key' })),
  auth('resend-email-page', () => href('resend-email')),
  auth('forgot-password-page', () => href('forgot-password')),
  auth('sign-up-page', () => href('sign-up', {})),
  auth('undo-email-change-page', () => href('undo-email-change', { token: 'a-token' })),
  auth('reset-password-page', () => href('reset-password', { uid: 'a', token: 'b' })),
  { screen: 'src/features/wheel/wheel-game-screen.tsx', address: () => href('wheel-game'), signedIn: true },
  { screen: 'src/features/wheel/wheel-history-screen.tsx', address: () => href('wheel-game-history'), signedIn: true },
  { screen: 'src/features/sportsbook/choosers/sport-chooser-screen.tsx', address: () => href('sport-chooser'), signedIn: false },
  { screen: 'src/features/sportsbook/choosers/sport-live-chooser-screen.tsx', address: () => href('sport-live-chooser'), signedIn: false },
  { screen: 'src/features/search/site-search-screen.tsx', address: () => href('site-search'), signedIn: false },
  { screen: 'src/features/sportsbook/sportsbook-page.tsx', address: () => href('sportsbook-type', { type: 'prematch', activeSport: '1' }), signedIn: false },
  { screen: 'src/features/sportsbook/sport-section-page.tsx', address: () => href('sport-page', { section: 'Home' }), signedIn: false },
  { screen: 'src/features/sportsbook/event-page.tsx', address: () => href('sportsbook-event-line', { eventID: '41' }), signedIn: false },
  { screen: 'src/features/betslip/betslip-page.tsx', address: () => href('sportsbook-betslip'), signedIn: true },
  { screen: 'src/features/casino/lobby-page.tsx', address: () => href('slots-casino'), signedIn: false },
  { screen: 'src/features/casino/search-slots-page.tsx', address: () => href('search-slots'), signedIn: false },
  { screen: 'src/features/casino/game-desktop-page.tsx', address: () => href('slots-game', { provider: firstProvider(), gameId: '41' }), signedIn: true, viewport: 'desktop', failureGoesTo: () => href('slots-casino') },
  { screen: 'src/features/casino/game-mobile-page.tsx', address: () => href('slots-game', { provider: firstProvider(), gameId: '41' }), signedIn: true, viewport: 'mobile', failureGoesTo: () => href('slots-casino') },
  { screen: 'src/features/sport-embeds/sport-embed-page.tsx', address: () => hrefById(sportEmbeds[0].routes[0].id), signedIn: true },
];
