import { describe, expect, it } from 'vitest';
import type { SportEmbedViewRules } from '../../schemas/config/sport-embed.ts';
import { appConfig } from '../../src/engine/load-config.ts';
import { sportEmbedViewFix } from '../../src/engine/sport-embed-views.ts';

// The deployment's sport embeds against the engine's view rules (§2 sport embeds; the rules themselves are
// tested on a fixture in src/engine/sport-embed-views.test.ts).
const withViews = appConfig.sportEmbeds.filter((embed) => embed.views !== undefined);

describe('config/sport-embeds', () => {
  it.each(withViews.map((embed) => [embed.id, embed as SportEmbedViewRules] as const))('%s: an unknown view lands on the default view and page, which the rules accept', (_id, embed) => {
    for (const isDesktop of [true, false]) {
      const viewport = isDesktop ? 'desktop' : 'mobile';
      const fix = sportEmbedViewFix(embed, { view: '-' }, isDesktop);
      expect(fix).toEqual({ view: embed.defaultView[viewport], page: embed.defaultPage });
      expect(sportEmbedViewFix(embed, fix!, isDesktop)).toBeNull();
    }
  });

  it('every embed speaks ready and resize, and its address list is what the routes serve', () => {
    const routeIds = appConfig.routes.map((route) => route.id);
    for (const embed of appConfig.sportEmbeds) {
      expect(Object.values(embed.messages.actions)).toEqual(expect.arrayContaining(['ready', 'resize']));
      for (const route of embed.routes) expect(routeIds).toContain(route.id);
    }
  });
});
