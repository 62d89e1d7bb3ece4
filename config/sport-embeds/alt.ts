import { defineSportEmbed } from '../../schemas/config/sport-embed.define.ts';

// §2 /sport/alt/{page?}/{sportId?}: a widget kit, init({ integration, culture, token, oddformat }) then
// addSportsBook({ container, ... }); its token from the integration login (§3, §7).
export default defineSportEmbed({
  id: 'alt',
  loader: { kind: 'widget-kit', script: '/sport-embeds/alt/kit.js', global: 'AltSportKit', integration: 'sandbox-site' },
  originSetting: 'SPORT_ORIGIN_ALT',
  token: { source: 'integration-login', renewBeforeSeconds: 60, renewal: { by: 'method', method: 'setToken' } },
  cultures: { 'fr-fr': 'fr-FR', 'en-US': 'en-GB', ar: 'ar-TN' },
  oddsFormats: { 0: 'Decimal', 1: 'Fractional', 2: 'American', 3: 'HongKong', 4: 'Malay', 5: 'Indo' },
  routes: [{ id: 'sport-alt', path: '/sport/alt/:page?/:sportId?', titleKey: 'engine.titles.sport' }],
  params: { page: 'page', sportId: 'sportId' },
  messages: {
    typeField: 'action',
    sequenceField: 'n',
    heightField: 'contentHeight',
    maxBytes: 2048,
    actions: { loaded: 'ready', balanceUpdate: 'balance-changed', openDeposit: 'open-deposit', openLogin: 'open-sign-in', refreshToken: 'renew-token', resize: 'resize', loadFailed: 'failed' },
  },
  frameSandbox: ['allow-scripts', 'allow-same-origin'],
  startTimeoutMs: 15_000,
});
