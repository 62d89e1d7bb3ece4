import { defineMenus } from '../schemas/config/menus.define.ts';

// §2 profile menu groups, attached to named slots (CONVENTIONS 6); plus the sport choosers' link lists.
export default defineMenus([
  {
    id: 'favourites',
    slot: 'profile',
    labelKey: 'engine.menu.groups.favourites',
    entries: [{ id: 'bet-history', labelKey: 'engine.menu.entries.betHistory', to: { route: 'profile-bet-history-sft' } }],
  },
  {
    id: 'account-settings',
    slot: 'profile',
    labelKey: 'engine.menu.groups.accountSettings',
    entries: [
      // §2/§6: bookmakers settings appear on mobile only.
      { id: 'bookmakers-settings', labelKey: 'engine.menu.entries.bookmakersSettings', to: { route: 'profile-bookmakers-settings' }, visibleWhen: [{ viewport: 'non-desktop' }] },
      { id: 'personal-details', labelKey: 'engine.menu.entries.personalDetails', to: { route: 'profile-user-info' } },
      { id: 'change-password', labelKey: 'engine.menu.entries.changePassword', to: { route: 'profile-change-password' } },
    ],
  },
  {
    id: 'payments',
    slot: 'profile',
    labelKey: 'engine.menu.groups.payments',
    entries: [
      // §2: shown only when transfer to bonus balance is enabled (§3 Settings bonuses).
      { id: 'bonus-transfer', labelKey: 'engine.menu.entries.bonusTransfer', to: { route: 'profile-bonus' }, visibleWhen: [{ setting: 'bonuses.transferBonusBalanceToBalanceOn' }] },
    ],
  },
  {
    id: 'player-activities',
    slot: 'profile',
    labelKey: 'engine.menu.groups.playerActivities',
    entries: [
      { id: 'bet-history', labelKey: 'engine.menu.entries.betHistory', to: { route: 'profile-bet-history-sft' } },
      { id: 'transactions', labelKey: 'engine.menu.entries.transactions', to: { route: 'profile-transactions' } },
      { id: 'exchange-bonus-balance', labelKey: 'engine.menu.entries.exchangeBonusBalance', to: { route: 'profile-exchange-bonus-balance' } },
    ],
  },
  // The tools a player looks for on a phone (bonuses, documents, limits, self-exclusion) in the same panel, so the
  // mobile account panel needs no second menu (docs/product.md §2 Profile).
  {
    id: 'responsible-gaming',
    slot: 'profile',
    labelKey: 'engine.menu.groups.responsibleGaming',
    entries: [
      { id: 'user-bonus', labelKey: 'engine.menu.entries.bonuses', to: { route: 'profile-user-bonus' } },
      { id: 'kyc-verification', labelKey: 'engine.menu.entries.verification', to: { route: 'profile-kyc-verification' } },
      { id: 'limits', labelKey: 'engine.menu.entries.limits', to: { route: 'profile-limits' } },
      { id: 'self-exclusion', labelKey: 'engine.menu.entries.selfExclusion', to: { route: 'profile-self-exclusion' } },
    ],
  },
  {
    id: 'short',
    slot: 'profile-short',
    labelKey: 'engine.menu.groups.short',
    entries: [
      { id: 'personal-details', labelKey: 'engine.menu.entries.personalDetails', to: { route: 'profile-user-info' } },
      { id: 'bet-history', labelKey: 'engine.menu.entries.betHistory', to: { route: 'profile-bet-history-sft' } },
      { id: 'change-password', labelKey: 'engine.menu.entries.changePassword', to: { route: 'profile-change-password' } },
    ],
  },
  // §2 Profile (/profile) subpages: the section navigation of every profile and cashier screen: every /profile subpage of §2 plus the
  // cashier pages, so each is reachable. Adding a subpage means adding its route and an entry here, nothing else.
  {
    id: 'profile-sections',
    slot: 'profile-sections',
    labelKey: 'profile.sections.label',
    entries: [
      { id: 'user-info', labelKey: 'profile.sections.userInfo', to: { route: 'profile-user-info' } },
      { id: 'change-password', labelKey: 'profile.sections.changePassword', to: { route: 'profile-change-password' } },
      { id: 'balance', labelKey: 'profile.sections.balance', to: { route: 'balance' } },
      { id: 'replenishment', labelKey: 'profile.sections.replenishment', to: { route: 'profile-replenishment' } },
      { id: 'withdraw', labelKey: 'profile.sections.withdraw', to: { route: 'profile-withdraw' } },
      { id: 'cashier', labelKey: 'profile.sections.cashier', to: { route: 'profile-cashier' } },
      { id: 'transactions', labelKey: 'profile.sections.transactions', to: { route: 'profile-transactions' } },
      { id: 'bet-history', labelKey: 'profile.sections.betHistory', to: { route: 'profile-bet-history-sft' } },
      { id: 'user-bonus', labelKey: 'profile.sections.userBonus', to: { route: 'profile-user-bonus' } },
      { id: 'bonus-history', labelKey: 'profile.sections.bonusHistory', to: { route: 'profile-bonus-history' } },
      { id: 'cashback-history', labelKey: 'profile.sections.cashbackHistory', to: { route: 'profile-cashback-history' } },
      { id: 'exchange-bonus-balance', labelKey: 'profile.sections.exchangeBonusBalance', to: { route: 'profile-exchange-bonus-balance' } },
      { id: 'promocode', labelKey: 'profile.sections.promocode', to: { route: 'profile-promocode' } },
      { id: 'kyc-verification', labelKey: 'profile.sections.kyc', to: { route: 'profile-kyc-verification' } },
      // §2/§6: bookmakers settings appear on mobile only.
      { id: 'bookmakers-settings', labelKey: 'profile.sections.bookmakersSettings', to: { route: 'profile-bookmakers-settings' }, visibleWhen: [{ viewport: 'non-desktop' }] },
      { id: 'limits', labelKey: 'profile.sections.limits', to: { route: 'profile-limits' } },
      { id: 'self-exclusion', labelKey: 'profile.sections.selfExclusion', to: { route: 'profile-self-exclusion' } },
    ],
  },
  // §2 sport/ chooser: the Sport pages on offer.
  {
    id: 'sport',
    slot: 'sport-chooser',
    labelKey: 'engine.menu.groups.sport',
    entries: [
      { id: 'sport-page', labelKey: 'engine.menu.entries.sportMain', to: { route: 'sport-page', params: { section: 'Sport' } } },
      { id: 'sport-sft', labelKey: 'engine.menu.entries.sportSft', to: { route: 'sport-sft' } },
      { id: 'sport-alt', labelKey: 'engine.menu.entries.sportAlt', to: { route: 'sport-alt' } },
      { id: 'sport-dgt', labelKey: 'engine.menu.entries.sportDgt', to: { route: 'sport-dgt' } },
    ],
  },
  // §2 sport-live chooser: the Live pages on offer.
  {
    id: 'live',
    slot: 'sport-live-chooser',
    labelKey: 'engine.menu.groups.live',
    entries: [
      { id: 'sport-page-live', labelKey: 'engine.menu.entries.liveMain', to: { route: 'sport-page', params: { section: 'Live' } } },
      { id: 'sport-sft-live', labelKey: 'engine.menu.entries.liveSft', to: { route: 'sport-sft-live' } },
      // The Live page exists in the mobile view only (§2).
      { id: 'sport-dgt-live', labelKey: 'engine.menu.entries.liveDgt', to: { route: 'sport-dgt', params: { view: 'Mobile', page: 'Live' } }, visibleWhen: [{ viewport: 'non-desktop' }] },
    ],
  },
]);
