import { describe, expect, it } from 'vitest';
import { appConfig } from '../../src/engine/load-config.ts';
import { sportEmbedViewFix } from '../../src/engine/sport-embed-views.ts';

// The deployment's sport embeds against the engine's view rules (§2 sport embeds; the rules themselves are
// tested on a fixture in src/engine/sport-embed-views.test.ts).
describe('config/sport-embeds', () => {
  it.each(appConfig.sportEmbeds.map((embed) => [embed.id, embed] as const))('%s: an unknown view lands on the default view and page, which the rules accept', (_id, embed) => {
    for (const isDesktop of [true, false]) {
      const viewport = isDesktop ? 'desktop' : 'mobile';
      const fix = sportEmbedViewFix(embed, { view: '-' }, isDesktop);
      expect(fix).toEqual({ view: embed.defaultView[viewport], page: embed.defaultPage });
      expect(sportEmbedViewFix(embed, fix!, isDesktop)).toBeNull();
    }
  });
});
