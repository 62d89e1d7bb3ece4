// @vitest-environment jsdom
import { cleanup } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { HomeIcon } from './icons.tsx';
import { TabBar, TabBarLink } from './tab-bar.tsx';
import { renderWithUi } from './testing.tsx';
import { mobileMediaQuery } from './theme.ts';

// §2 Shell: on a phone the tab bar covers the page's bottom 56 px. The page's end is padded by its height, and what
// the browser scrolls into view (a focused field, the register button reached by Tab) must stop above it: the
// page's scroll padding at its end is the bar's size. jsdom lays nothing out, so the rule itself is read.
afterEach(cleanup);

/** The text of every rule emotion wrote into the document. */
function writtenCss(): string {
  return [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText)).join('\n') + [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n');
}

describe('the tab bar', () => {
  it('keeps whatever is scrolled into view above it: scroll padding at the page end equal to its height, phones only', () => {
    renderWithUi(
      <MemoryRouter>
        <TabBar label="Tabs">
          <TabBarLink to="/" icon={<HomeIcon />} label="Home" />
        </TabBar>
      </MemoryRouter>,
    );
    const css = writtenCss().replace(/\s+/g, '');
    const media = css.indexOf(`@media${mobileMediaQuery.replace(/\s+/g, '')}`);
    expect(media).toBeGreaterThanOrEqual(0);
    expect(css.slice(media)).toMatch(/:root\{[^}]*scroll-padding-block-end:var\(--bottom-bar-size\)/);
    expect(css.slice(media)).toMatch(/body\{[^}]*padding-block-end:var\(--bottom-bar-size\)/);
  });
});
