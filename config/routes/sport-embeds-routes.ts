import { defineRoutes } from '../../schemas/config/routes.define.ts';

// §2 third-party sport pages. Their embeds come with the sport-embed issue (config/sport-embeds/).
export default defineRoutes([
  { id: 'sport-sft', path: '/sport/sft', guard: 'any', layout: 'shell', titleKey: 'engine.titles.sport', screen: 'coming-soon' },
  { id: 'sport-sft-live', path: '/sport/sft/live', guard: 'any', layout: 'shell', titleKey: 'engine.titles.sportLive', screen: 'coming-soon' },
  { id: 'sport-alt', path: '/sport/alt/:page?/:sportId?', guard: 'any', layout: 'shell', titleKey: 'engine.titles.sport', screen: 'coming-soon' },
  // §2: the view is checked against the viewport; an invalid (or missing) view goes to the default view's Home page.
  {
    id: 'sport-dgt',
    path: '/sport/dgt/:view?/:page?/:id?',
    guard: 'any',
    layout: 'shell',
    titleKey: 'engine.titles.sport',
    screen: 'coming-soon',
    sportEmbedViews: { embed: 'dgt', viewParam: 'view', pageParam: 'page' },
  },
]);
