import { defineRoutes } from '../../schemas/config/routes.define.ts';
import sportEmbeds from '../sport-embeds/index.ts';

// §2 third-party sport pages: every address a sport embed declares (config/sport-embeds/<id>.ts) is a route on
// the one embed screen, so adding an embed adds no route file entry. An embed with views gets the §2 view rules
// (an invalid or missing view goes to the default view's Home page).
const embedScreen = () => import('../../src/features/sport-embeds/sport-embed-page.tsx');

export default defineRoutes(
  sportEmbeds.flatMap((embed) =>
    embed.routes.map((route) => ({
      id: route.id,
      path: route.path,
      guard: 'any' as const,
      layout: 'shell' as const,
      titleKey: route.titleKey,
      screen: embedScreen,
      ...('viewParams' in embed ? { sportEmbedViews: { embed: embed.id, viewParam: embed.viewParams.view, pageParam: embed.viewParams.page } } : {}),
    })),
  ),
  { languageAreas: ['sportEmbeds'] },
);
