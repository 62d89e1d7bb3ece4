// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import i18next from 'i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { languages } from '../../../config/languages/index.ts';
import { changeLanguage } from '../../i18n/index.ts';
import { initTestI18n } from '../../i18n/testing.ts';
import { renderWithUi } from '../../ui/testing.tsx';
import { FaqView } from './faq-accordion.tsx';
import { figureNames, type Figures } from './figures.ts';
import { splitTitle } from './markdown.ts';
import { parseContent } from './markdown-source.ts';
import type { RenderContext } from './render-markdown.tsx';

// §2 /faq: the accordion as a keyboard and screen-reader player uses it (search, open, move between questions,
// close), in the default language and the right-to-left one, axe finding nothing (colour contrast is left to the
// browser runs: jsdom does not lay out). The texts are this test's own, the figures filled from its context.
const fixture = `# FAQ

An introduction.

## Minimum and maximum?

From {{depositMin}} to {{depositMax}} a time.

## Why a check?

Above {{depositMax}}, a check.

## How long?

Within a day.

## Which payment method pays me?

The last one used to deposit (closed loop).

## A cap on winnings?

Yes.
`;
// Every figure a text may name, each standing for itself, and the two this fixture reads as amounts.
const figures = { ...(Object.fromEntries(figureNames.map((name) => [name, name])) as Figures), depositMin: '10 X', depositMax: '10 000 X' };
const context: RenderContext = { figures, routePaths: [], opensInNewTab: '' };

const defaultLanguage = languages[0];
const rightToLeft = languages.find((language) => language.dir === 'rtl');

beforeAll(() => initTestI18n());
afterEach(() => {
  cleanup();
  document.documentElement.removeAttribute('dir');
});

describe.each([defaultLanguage, ...(rightToLeft ? [rightToLeft] : [])].map((language) => [language.code, language] as const))('the FAQ accordion in %s', (_code, language) => {
  it('works by keyboard: search, open, move between questions, close; axe finds nothing', async () => {
    await changeLanguage(language.code);
    expect(document.documentElement.dir).toBe(language.dir);
    const user = userEvent.setup();
    const { body } = splitTitle(parseContent(fixture));
    const { container } = renderWithUi(
      <MemoryRouter>
        <main>
          <h1>FAQ</h1>
          <FaqView body={body} context={context} />
        </main>
      </MemoryRouter>,
    );
    const questions = () => [...container.querySelectorAll<HTMLButtonElement>('button[aria-controls]')];
    expect(questions()).toHaveLength(5);
    expect(screen.queryAllByRole('region')).toHaveLength(0);
    expect(screen.getByRole('status').textContent).toBe(i18next.t('content.faq.total', { count: 5 }));

    // The search reads questions and answers, without accents or case.
    const search = screen.getByRole('searchbox', { name: i18next.t('content.faq.searchLabel') });
    await user.click(search);
    await user.keyboard('CLOSED loop');
    expect(screen.getByRole('status').textContent).toBe(i18next.t('content.faq.found', { count: 1 }));
    expect(questions()).toHaveLength(1);
    await user.tab();
    const only = questions()[0]!;
    expect(document.activeElement).toBe(only);
    expect(only.getAttribute('aria-expanded')).toBe('false');
    await user.keyboard('{Enter}');
    expect(only.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('region', { name: 'Which payment method pays me?' }).textContent).toContain('closed loop');

    // Arrows, Home and End move between the questions, wrapping; Space opens and closes.
    await user.clear(search);
    expect(questions()).toHaveLength(5);
    questions()[0]!.focus();
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(questions()[1]);
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(questions()[4]);
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(questions()[0]);
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(questions()[4]);
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(questions()[0]);
    await user.keyboard(' ');
    expect(questions()[0]!.getAttribute('aria-expanded')).toBe('true');
    // The figures come from the context, never the raw placeholder.
    expect(within(screen.getByRole('region', { name: 'Minimum and maximum?' })).getByText(/10 X/).textContent).toContain('10 000 X');
    expect(container.textContent).not.toMatch(/\{\{|\}\}/);
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
    expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
    await user.keyboard(' ');
    expect(questions()[0]!.getAttribute('aria-expanded')).toBe('false');

    await user.type(search, 'xyzzy');
    expect(screen.getByText(i18next.t('content.faq.noResults'))).toBeTruthy();
    expect(questions()).toHaveLength(0);
  });
});
