import { defineSportEmbed } from '../../schemas/config/sport-embed.define.ts';

// §2 /sport/sft and /sport/sft/live: a page in a frame; its token from the sport token call (§3 Sport token, §7),
// handed over and renewed by message, never in the frame's address.
export default defineSportEmbed({
  id: 'sft',
  loader: { kind: 'frame-page', page: '/sport-embeds/sft/' },
  originSetting: 'SPORT_ORIGIN_SFT',
  token: { source: 'sport-token', renewBeforeSeconds: 60, renewal: { by: 'message', type: 'sft.token' } },
  cultures: { 'fr-fr': 'fr', 'en-US': 'en', ar: 'ar' },
  oddsFormats: { 0: '0', 1: '1', 2: '2', 3: '3', 4: '4', 5: '5' },
  routes: [
    { id: 'sport-sft', path: '/sport/sft', titleKey: 'engine.titles.sport', fixedParams: { page: 'prematch' } },
    { id: 'sport-sft-live', path: '/sport/sft/live', titleKey: 'engine.titles.sportLive', fixedParams: { page: 'live' } },
  ],
  params: { page: 'page' },
  messages: {
    typeField: 'type',
    sequenceField: 'seq',
    heightField: 'height',
    maxBytes: 2048,
    actions: { 'sft.ready': 'ready', 'sft.balance': 'balance-changed', 'sft.deposit': 'open-deposit', 'sft.signin': 'open-sign-in', 'sft.tokenExpired': 'renew-token', 'sft.height': 'resize', 'sft.error': 'failed' },
  },
  frameSandbox: ['allow-scripts', 'allow-same-origin'],
  startTimeoutMs: 15_000,
});
