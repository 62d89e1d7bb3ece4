import { describe, expect, it } from 'vitest';
import { allowedPages, sportEmbedViewFix } from './sport-embed-views.ts';
import type { SportEmbedViewRules } from '../../schemas/config/sport-embed.ts';

// The rules are checked against a synthetic embed (src/ names no embed, CONVENTIONS 18);
// config/sport-embeds/sport-embeds.test.ts checks the deployment's embeds against them.
const embed: SportEmbedViewRules = {
  views: { desktop: ['wide', 'other', 'shared'], mobile: ['narrow', 'shared'] },
  defaultView: { desktop: 'other', mobile: 'narrow' },
  pages: ['Home', 'Results'],
  extraPagesByView: { narrow: ['Live'] },
  defaultPage: 'Home',
};

describe('sport embed view rules (§2 /sport/dgt)', () => {
  it('accepts a view of the viewport, with or without an allowed page', () => {
    expect(sportEmbedViewFix(embed, { view: 'wide' }, true)).toBeNull();
    expect(sportEmbedViewFix(embed, { view: 'wide', page: 'Results' }, true)).toBeNull();
    expect(sportEmbedViewFix(embed, { view: 'narrow', page: 'Live' }, false)).toBeNull();
    expect(sportEmbedViewFix(embed, { view: 'shared', page: 'Home' }, false)).toBeNull();
  });

  it('sends an invalid or missing view to the Home page of the default view, per viewport', () => {
    expect(sportEmbedViewFix(embed, { view: 'bogus' }, true)).toEqual({ view: 'other', page: 'Home' });
    expect(sportEmbedViewFix(embed, { view: 'bogus', page: 'Results' }, false)).toEqual({ view: 'narrow', page: 'Home' });
    expect(sportEmbedViewFix(embed, {}, true)).toEqual({ view: 'other', page: 'Home' });
    // A desktop view on a mobile viewport (and the other way round) is invalid there.
    expect(sportEmbedViewFix(embed, { view: 'wide', page: 'Results' }, false)).toEqual({ view: 'narrow', page: 'Home' });
    expect(sportEmbedViewFix(embed, { view: 'narrow' }, true)).toEqual({ view: 'other', page: 'Home' });
  });

  it('sends a page the view does not allow to that view’s Home page', () => {
    expect(sportEmbedViewFix(embed, { view: 'wide', page: 'Live' }, true)).toEqual({ view: 'wide', page: 'Home' });
    expect(sportEmbedViewFix(embed, { view: 'shared', page: 'Live' }, false)).toEqual({ view: 'shared', page: 'Home' });
  });

  it('lists the pages a view adds', () => {
    expect(allowedPages(embed, 'narrow')).toEqual(['Home', 'Results', 'Live']);
    expect(allowedPages(embed, 'wide')).toEqual(['Home', 'Results']);
  });
});
