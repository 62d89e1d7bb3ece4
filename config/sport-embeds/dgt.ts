import { defineSportEmbed } from '../../schemas/config/sport-embed.define.ts';

// §2 /sport/dgt/{view}/{page?}/{id?}: a bootstrapper script that renders into a container (DESIGN "Origins and
// runtime settings"), its views per viewport and allowed pages; its token from the integration login (§3, §7).
export default defineSportEmbed({
  id: 'dgt',
  loader: { kind: 'bootstrapper-script', script: '/sport-embeds/dgt/boot.js', global: 'DgtSport', name: 'sandbox-site' },
  originSetting: 'SPORT_ORIGIN_DGT',
  token: { source: 'integration-login', renewBeforeSeconds: 60, renewal: { by: 'method', method: 'updateToken' } },
  cultures: { 'fr-fr': 'fr', 'en-US': 'en', ar: 'ar' },
  oddsFormats: { 0: 'decimal', 1: 'fractional', 2: 'american', 3: 'hongkong', 4: 'malay', 5: 'indo' },
  routes: [{ id: 'sport-dgt', path: '/sport/dgt/:view?/:page?/:id?', titleKey: 'engine.titles.sport' }],
  params: { view: 'view', page: 'page', id: 'eventId' },
  messages: {
    typeField: 'event',
    sequenceField: 'seq',
    heightField: 'height',
    maxBytes: 2048,
    actions: { 'dgt:ready': 'ready', 'dgt:balance': 'balance-changed', 'dgt:deposit': 'open-deposit', 'dgt:login': 'open-sign-in', 'dgt:tokenExpired': 'renew-token', 'dgt:height': 'resize', 'dgt:error': 'failed' },
  },
  frameSandbox: ['allow-scripts', 'allow-same-origin'],
  startTimeoutMs: 15_000,
  views: {
    desktop: ['europeanView', 'africanView', 'AsianView', 'ESport', 'LatinoView'],
    mobile: ['Mobile', 'ESport'],
  },
  defaultView: { desktop: 'africanView', mobile: 'Mobile' },
  pages: ['Home', 'Upcoming', 'EventView', 'Results', 'UpcomingDetails', 'Calendar', 'MultiView', 'Overview', 'BetsHistory', 'GroupStage'],
  extraPagesByView: { Mobile: ['Live', 'Sport'] },
  defaultPage: 'Home',
  viewParams: { view: 'view', page: 'page' },
});
