import { defineRoutes } from '../../schemas/config/routes.define.ts';

// §2 "Profile (/profile) subpages"; §6: the profile needs authentication.
// §1: the language areas these screens need beyond the core, loaded beside each screen's chunk.
const languageAreas = ['profile', 'sport', 'odds', 'mybets', 'sportsbook', 'betslip'];

export default defineRoutes([
  // §9: on phones /profile is the index of the sections (each section page links back to it); desktop has the side
  // navigation on every section page, so the address opens personal details there.
  {
    id: 'profile',
    path: '/profile',
    guard: 'auth-only',
    layout: 'shell',
    titleKey: 'engine.titles.profile',
    screen: () => import('../../src/features/profile/profile-index-page.tsx'),
    variants: { desktop: { redirect: { route: 'profile-user-info' } } },
  },
  { id: 'profile-user-info', path: '/profile/user-info', guard: 'auth-only', layout: 'shell', titleKey: 'engine.titles.profileUserInfo', screen: () => import('../../src/features/profile/user-info-page.tsx') },
  { id: 'profile-withdraw', path: '/profile/withdraw', guard: 'auth-only', layout: 'shell', titleKey: 'engine.titles.profileWithdraw', screen: () => import('../../src/features/cashier/withdraw-page.tsx') },
  { id: 'profile-transactions', path: '/profile/transactions', guard: 'auth-only', layout: 'shell', titleKey: 'engine.titles.profileTransactions', screen: () => import('../../src/features/profile/transactions-page.tsx') },
  { id: 'profile-transaction', path: '/profile/transactions/:id', guard: 'auth-only', layout: 'shell', titleKey: 'engine.titles.profileTransaction', screen: () => import('../../src/features/profile/transaction-page.tsx') },
  // §3 Transaction (display): the wallet statement, every movement of both balances, and one movement with its cause.
  { id: 'profile-statement', path: '/profile/statement', guard: 'auth-only', layout: 'shell', titleKey: 'engine.titles.profileStatement', screen: () => import('../../src/features/profile/statement-page.tsx') },
  { id: 'profile-statement-entry', path: '/profile/statement/:id', guard: 'auth-only', layout: 'shell', titleKey: 'engine.titles.profileStatementEntry', screen: () => import('../../src/features/profile/statement-entry-page.tsx') },
  { id: 'profile-promocode', path: '/profile/promocode', guard: 'auth-only', layout: 'shell', titleKey: 'engine.titles.profilePromocode', screen: () => import('../../src/features/profile/promocode-page.tsx') },
  { id: 'profile-limits', path: '/profile/limits', guard: 'auth-only', layout: 'shell', titleKey: 'engine.titles.profileLimits', screen: () => import('../../src/features/profile/limits-page.tsx') },
  { id: 'profile-user-bonus', path: '/profile/user-bonus', guard: 'auth-only', layout: 'shell', titleKey: 'engine.titles.profileUserBonus', screen: () => import('../../src/features/profile/user-bonus-page.tsx') },
  { id: 'profile-self-exclusion', path: '/profile/self-exclusion', guard: 'auth-only', layout: 'shell', titleKey: 'engine.titles.profileSelfExclusion', screen: () => import('../../src/features/profile/self-exclusion-page.tsx') },
  // §4 account rules: the player closes their account (7 days before it can be reopened).
  { id: 'profile-close-account', path: '/profile/close-account', guard: 'auth-only', layout: 'shell', titleKey: 'engine.titles.profileCloseAccount', screen: () => import('../../src/features/profile/close-account-page.tsx') },
  { id: 'profile-bet-history-sft', path: '/profile/bet-history/sft', guard: 'auth-only', layout: 'shell', titleKey: 'engine.titles.profileBetHistory', screen: () => import('../../src/features/profile/bet-history-page.tsx') },
  { id: 'profile-bet-detail-sft', path: '/profile/bet-detail/sft', guard: 'auth-only', layout: 'shell', titleKey: 'engine.titles.profileBetDetail', screen: () => import('../../src/features/profile/bet-detail-page.tsx') },
  { id: 'profile-bonus-history', path: '/profile/bonus-history', guard: 'auth-only', layout: 'shell', titleKey: 'engine.titles.profileBonusHistory', screen: () => import('../../src/features/profile/bonus-history-page.tsx') },
  { id: 'profile-cashback-history', path: '/profile/cashback-history', guard: 'auth-only', layout: 'shell', titleKey: 'engine.titles.profileCashbackHistory', screen: () => import('../../src/features/profile/cashback-history-page.tsx') },
  { id: 'profile-replenishment', path: '/profile/replenishment', guard: 'auth-only', layout: 'shell', titleKey: 'engine.titles.profileReplenishment', screen: () => import('../../src/features/cashier/replenishment-page.tsx') },
  { id: 'profile-cashier', path: '/profile/cashier', guard: 'auth-only', layout: 'shell', titleKey: 'engine.titles.profileCashier', screen: () => import('../../src/features/cashier/cashier-page.tsx') },
  // The path keeps the spec's spelling (§2 "kyc-verifiaction"): existing links and e-mails use it.
  { id: 'profile-kyc-verification', path: '/profile/kyc-verifiaction', guard: 'auth-only', layout: 'shell', titleKey: 'engine.titles.profileKycVerification', screen: () => import('../../src/features/profile/kyc-page.tsx') },
  { id: 'profile-exchange-bonus-balance', path: '/profile/exchange-bonus-balance', guard: 'auth-only', layout: 'shell', titleKey: 'engine.titles.profileExchangeBonusBalance', screen: () => import('../../src/features/profile/exchange-bonus-page.tsx') },
  { id: 'profile-change-password', path: '/profile/change-password', guard: 'auth-only', layout: 'shell', titleKey: 'engine.titles.profileChangePassword', screen: () => import('../../src/features/profile/change-password-page.tsx') },
  // §2/§6 bet settings (odds format): the page works on every viewport, so the menu entry opens it on desktop too
  // instead of silently landing on personal details.
  { id: 'profile-bookmakers-settings', path: '/profile/bookmakers-settings', guard: 'auth-only', layout: 'shell', titleKey: 'engine.titles.profileBookmakersSettings', screen: () => import('../../src/features/profile/bookmakers-settings-page.tsx') },
  // §2 profile menu "Payments: bonus transfer": the same screen as exchange-bonus-balance, under the same name.
  { id: 'profile-bonus', path: '/profile/bonus', guard: 'auth-only', layout: 'shell', titleKey: 'engine.titles.profileBonus', screen: () => import('../../src/features/profile/bonus-transfer-page.tsx') },
], { languageAreas });
