import { defineRoutes } from '../../schemas/config/routes.ts';

// §2 "Profile (/profile) subpages"; §6: the profile needs authentication. Screens come with the profile issues.
export default defineRoutes([
  { id: 'profile', path: '/profile', guard: 'auth-only', layout: 'shell', redirect: { route: 'profile-user-info' } },
  { id: 'profile-user-info', path: '/profile/user-info', guard: 'auth-only', layout: 'shell', titleKey: 'engine.titles.profileUserInfo', screen: 'coming-soon' },
  { id: 'profile-withdraw', path: '/profile/withdraw', guard: 'auth-only', layout: 'shell', titleKey: 'engine.titles.profileWithdraw', screen: 'coming-soon' },
  { id: 'profile-transactions', path: '/profile/transactions', guard: 'auth-only', layout: 'shell', titleKey: 'engine.titles.profileTransactions', screen: 'coming-soon' },
  { id: 'profile-transaction', path: '/profile/transactions/:id', guard: 'auth-only', layout: 'shell', titleKey: 'engine.titles.profileTransaction', screen: 'coming-soon' },
  { id: 'profile-promocode', path: '/profile/promocode', guard: 'auth-only', layout: 'shell', titleKey: 'engine.titles.profilePromocode', screen: 'coming-soon' },
  { id: 'profile-limits', path: '/profile/limits', guard: 'auth-only', layout: 'shell', titleKey: 'engine.titles.profileLimits', screen: 'coming-soon' },
  { id: 'profile-user-bonus', path: '/profile/user-bonus', guard: 'auth-only', layout: 'shell', titleKey: 'engine.titles.profileUserBonus', screen: 'coming-soon' },
  { id: 'profile-self-exclusion', path: '/profile/self-exclusion', guard: 'auth-only', layout: 'shell', titleKey: 'engine.titles.profileSelfExclusion', screen: 'coming-soon' },
  { id: 'profile-bet-history-sft', path: '/profile/bet-history/sft', guard: 'auth-only', layout: 'shell', titleKey: 'engine.titles.profileBetHistory', screen: 'coming-soon' },
  { id: 'profile-bet-detail-sft', path: '/profile/bet-detail/sft', guard: 'auth-only', layout: 'shell', titleKey: 'engine.titles.profileBetDetail', screen: 'coming-soon' },
  { id: 'profile-bonus-history', path: '/profile/bonus-history', guard: 'auth-only', layout: 'shell', titleKey: 'engine.titles.profileBonusHistory', screen: 'coming-soon' },
  { id: 'profile-cashback-history', path: '/profile/cashback-history', guard: 'auth-only', layout: 'shell', titleKey: 'engine.titles.profileCashbackHistory', screen: 'coming-soon' },
  { id: 'profile-replenishment', path: '/profile/replenishment', guard: 'auth-only', layout: 'shell', titleKey: 'engine.titles.profileReplenishment', screen: 'coming-soon' },
  { id: 'profile-cashier', path: '/profile/cashier', guard: 'auth-only', layout: 'shell', titleKey: 'engine.titles.profileCashier', screen: 'coming-soon' },
  // The path keeps the spec's spelling (§2 "kyc-verifiaction"): existing links and e-mails use it.
  { id: 'profile-kyc-verification', path: '/profile/kyc-verifiaction', guard: 'auth-only', layout: 'shell', titleKey: 'engine.titles.profileKycVerification', screen: 'coming-soon' },
  { id: 'profile-exchange-bonus-balance', path: '/profile/exchange-bonus-balance', guard: 'auth-only', layout: 'shell', titleKey: 'engine.titles.profileExchangeBonusBalance', screen: 'coming-soon' },
  { id: 'profile-change-password', path: '/profile/change-password', guard: 'auth-only', layout: 'shell', titleKey: 'engine.titles.profileChangePassword', screen: 'coming-soon' },
  // §6: bookmakers settings appear on mobile only; on desktop the address falls back to personal details.
  {
    id: 'profile-bookmakers-settings',
    path: '/profile/bookmakers-settings',
    guard: 'auth-only',
    layout: 'shell',
    titleKey: 'engine.titles.profileBookmakersSettings',
    screen: 'coming-soon',
    variants: { desktop: { redirect: { route: 'profile-user-info' } } },
  },
  // §2 profile menu "Payments: bonus transfer".
  { id: 'profile-bonus', path: '/profile/bonus', guard: 'auth-only', layout: 'shell', titleKey: 'engine.titles.profileBonus', screen: 'coming-soon' },
]);
