import { defineMenuGroups } from '../../schemas/config/menus.define.ts';

// §2 profile menu groups, attached to named slots (CONVENTIONS 6); plus the sport choosers' link lists. Apart from
// shell.ts so a guest's first load does not carry them (about 0.6 KB gzip on every page, measured).
export default defineMenuGroups([
  // §2 profile menu: the one account menu. The desktop account menu, the mobile account panel and the profile
  // side navigation all render these groups (slot 'profile'), so they list the same entries with the same labels;
  // every /profile subpage of §2 plus the cashier pages is here, so each is reachable.
  {
    id: 'account-settings',
    slot: 'profile',
    labelKey: 'engine.menu.groups.accountSettings',
    entries: [
      { id: 'personal-details', labelKey: 'engine.menu.entries.personalDetails', to: { route: 'profile-user-info' } },
      { id: 'change-password', labelKey: 'engine.menu.entries.changePassword', to: { route: 'profile-change-password' } },
      // §2/§6 bet settings: shown on every viewport so the entry never lands a desktop player on another page.
      { id: 'bookmakers-settings', labelKey: 'engine.menu.entries.bookmakersSettings', to: { route: 'profile-bookmakers-settings' } },
    ],
  },
  {
    id: 'payments',
    slot: 'profile',
    labelKey: 'engine.menu.groups.payments',
    entries: [
      { id: 'balance', labelKey: 'engine.menu.entries.balance', to: { route: 'balance' } },
      // §2: a payment system's deposit and withdrawal pages sit under these entries, so they stay highlighted there.
      { id: 'replenishment', labelKey: 'engine.menu.entries.replenishment', to: { route: 'profile-replenishment' }, activeOn: ['deposit'] },
      { id: 'withdraw', labelKey: 'engine.menu.entries.withdraw', to: { route: 'profile-withdraw' }, activeOn: ['withdrawal'] },
      // §3 userTypes: the cashier withdrawal is for players registered with a cashier only.
      { id: 'cashier', labelKey: 'engine.menu.entries.cashier', to: { route: 'profile-cashier' }, visibleWhen: [{ userType: 'with-cashier' }] },
      // §2 Payments "bonus transfer" and §5 bonus exchange are one feature under one name.
      { id: 'bonus-transfer', labelKey: 'engine.menu.entries.bonusTransfer', to: { route: 'profile-exchange-bonus-balance' }, activeOn: ['profile-bonus'] },
    ],
  },
  {
    id: 'player-activities',
    slot: 'profile',
    labelKey: 'engine.menu.groups.playerActivities',
    entries: [
      { id: 'bet-history', labelKey: 'engine.menu.entries.betHistory', to: { route: 'profile-bet-history-sft' }, activeOn: ['profile-bet-detail-sft'] },
      { id: 'transactions', labelKey: 'engine.menu.entries.transactions', to: { route: 'profile-transactions' }, activeOn: ['profile-transaction'] },
      { id: 'statement', labelKey: 'engine.menu.entries.statement', to: { route: 'profile-statement' }, activeOn: ['profile-statement-entry'] },
      { id: 'user-bonus', labelKey: 'engine.menu.entries.bonuses', to: { route: 'profile-user-bonus' } },
      { id: 'bonus-history', labelKey: 'engine.menu.entries.bonusHistory', to: { route: 'profile-bonus-history' } },
      { id: 'cashback-history', labelKey: 'engine.menu.entries.cashbackHistory', to: { route: 'profile-cashback-history' } },
      { id: 'promocode', labelKey: 'engine.menu.entries.promocode', to: { route: 'profile-promocode' } },
    ],
  },
  {
    id: 'responsible-gaming',
    slot: 'profile',
    labelKey: 'engine.menu.groups.responsibleGaming',
    entries: [
      { id: 'kyc-verification', labelKey: 'engine.menu.entries.verification', to: { route: 'profile-kyc-verification' } },
      { id: 'limits', labelKey: 'engine.menu.entries.limits', to: { route: 'profile-limits' } },
      { id: 'self-exclusion', labelKey: 'engine.menu.entries.selfExclusion', to: { route: 'profile-self-exclusion' } },
      { id: 'close-account', labelKey: 'engine.menu.entries.closeAccount', to: { route: 'profile-close-account' } },
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
