// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import axe from 'axe-core';
import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { languages } from '../../config/languages/index.ts';
import { changeLanguage } from '../i18n/index.ts';
import { initTestI18n } from '../i18n/testing.ts';
import { DataTable, DateRangeFilter, Pager } from './lists.tsx';
import { Card, Muted, Notice, type NoticeTone } from './panels.tsx';
import { Button, IconButton, type ButtonVariant } from './primitives/button.tsx';
import { ChipLink, ToggleChip } from './primitives/chip.tsx';
import { DisclosureButton } from './primitives/disclosure.tsx';
import { ButtonLink, Link } from './primitives/link.tsx';
import { TabPanel, Tabs } from './primitives/tabs.tsx';
import { TextInput } from './primitives/text-input.tsx';
import { HomeIcon, TicketIcon, UserIcon } from './icons.tsx';
import { TabBar, TabBarButton, TabBarLink } from './tab-bar.tsx';
import { installFakeViewport, renderWithUi, type FakeViewport } from './testing.tsx';

// The kit's story page as a test (one UI kit): every primitive the screens use, rendered in the default language
// and in the right-to-left one, with real texts from the packs, names read by assistive technology, and axe-core
// finding nothing (colour contrast is left to the e2e runs: jsdom does not lay out). What a screen needs that is
// not here goes into the kit first.
const variants: ButtonVariant[] = ['primary', 'secondary', 'ghost', 'danger'];
const tones: NoticeTone[] = ['info', 'success', 'warn', 'error'];

function KitPage() {
  const { t } = useTranslation();
  return (
    <main>
      <h1>{t('profile.list.filter')}</h1>
      <Card>
        {variants.map((variant) => (
          <Button key={variant} variant={variant} data-variant={variant}>
            {t('profile.list.apply')}
          </Button>
        ))}
        <Button variant="primary" disabled>
          {t('profile.deposit.submit')}
        </Button>
        <IconButton label={t('profile.list.next')}>›</IconButton>
        <ButtonLink to="/kit">{t('profile.list.next')}</ButtonLink>
        <Link to="/kit">{t('profile.list.previous')}</Link>
        <TextInput label={t('profile.list.dateFrom')} hint={t('profile.list.pages')} />
        <TextInput label={t('profile.list.dateTo')} error={t('profile.list.empty')} />
        {tones.map((tone) => (
          <Notice key={tone} tone={tone} role="note">
            {t('profile.list.loading')}
          </Notice>
        ))}
        <Muted>{t('profile.list.empty')}</Muted>
      </Card>
      <TabBar label={t('shell.tabBar.label')}>
        <TabBarLink to="/" icon={<HomeIcon />} label={t('engine.tabs.home')} />
        <TabBarLink to="/kit/slip" icon={<TicketIcon />} label={t('engine.tabs.slip')} count={2} />
        <TabBarButton icon={<UserIcon />} label={t('engine.tabs.account')} expanded={false} controls="kit-answer" onClick={() => undefined} />
      </TabBar>
      <div role="group" aria-label={t('profile.deposit.quickAmounts')}>
        <ToggleChip pressed>{t('profile.list.next')}</ToggleChip>
        <ToggleChip pressed={false}>{t('profile.list.previous')}</ToggleChip>
      </div>
      <nav aria-label={t('casino.lobby.categories')}>
        <ChipLink to="/kit" current>
          {t('casino.tabs.all')}
        </ChipLink>
        <ChipLink to="/kit/other" current={false} compact>
          {t('profile.list.next')}
        </ChipLink>
      </nav>
      <Tabs label={t('sportsbook.event.groups')} idPrefix="kit" tabs={[{ id: 'one', label: t('casino.tabs.all') }, { id: 'two', label: t('profile.list.next') }]} selected="one" onSelect={() => undefined} />
      <TabPanel idPrefix="kit" selected="one">
        <Muted>{t('profile.list.empty')}</Muted>
      </TabPanel>
      <h2>
        <DisclosureButton expanded controls="kit-answer">
          {t('profile.list.filter')}
        </DisclosureButton>
      </h2>
      <div id="kit-answer">{t('profile.list.empty')}</div>
      <DateRangeFilter value={{ from: '', to: '' }} onChange={() => undefined} />
      <DataTable rows={[{ id: 1, label: t('profile.list.next') }]} columns={[{ key: 'label', headerKey: 'profile.list.filter', render: (row: { label: string }) => row.label }]} captionKey="profile.list.pages" rowKey={(row) => row.id} />
      <Pager page={1} pageCount={3} onPage={() => undefined} />
    </main>
  );
}

const defaultLanguage = languages[0];
const rightToLeft = languages.find((language) => language.dir === 'rtl');

let viewport: FakeViewport;

beforeAll(() => initTestI18n());
// A desktop: DataTable is a table there (a phone gets its cards, src/ui/lists.test.tsx).
beforeEach(() => {
  viewport = installFakeViewport(true);
});
afterEach(() => {
  cleanup();
  viewport.restore();
  document.documentElement.removeAttribute('dir');
});

describe.each([defaultLanguage, ...(rightToLeft ? [rightToLeft] : [])].map((language) => [language.code, language] as const))('the ui kit in %s', (_code, language) => {
  it('shows every primitive with its texts, named for assistive technology, and axe finds nothing', async () => {
    // The app's own switch: loads the packs and sets the document's lang and dir.
    await changeLanguage(language.code);
    expect(document.documentElement.dir).toBe(language.dir);
    const { container } = renderWithUi(
      <MemoryRouter>
        <KitPage />
      </MemoryRouter>,
    );
    const apply = i18next.t('profile.list.apply');
    expect(apply).not.toBe('profile.list.apply');
    if (language.dir === 'rtl') expect(apply).toMatch(/[\u0600-\u06FF]/);
    expect(screen.getAllByRole('button', { name: apply })).toHaveLength(variants.length + 1); // the filter's own apply
    expect(screen.getByRole('button', { name: i18next.t('profile.deposit.submit') })).toHaveProperty('disabled', true);
    // type="button" by default: a kit button never submits a form by accident.
    for (const variant of variants) expect(container.querySelector(`[data-variant="${variant}"]`)?.getAttribute('type')).toBe('button');
    expect(screen.getAllByRole('note')).toHaveLength(tones.length);
    expect(screen.getByRole('textbox', { name: i18next.t('profile.list.dateTo') }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('table', { name: i18next.t('profile.list.pages') })).toBeTruthy();
    const quickAmounts = screen.getByRole('group', { name: i18next.t('profile.deposit.quickAmounts') });
    expect([...quickAmounts.querySelectorAll('button')].map((chip) => chip.getAttribute('aria-pressed'))).toEqual(['true', 'false']);
    expect(screen.getByRole('link', { name: i18next.t('casino.tabs.all') }).getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: i18next.t('casino.tabs.all') })).toBeTruthy();
    expect(screen.getByRole('tablist', { name: i18next.t('sportsbook.event.groups') })).toBeTruthy();
    // The phone's tab bar: the current page marked, a count in the tab's name, a panel's tab a button.
    const tabBar = screen.getByRole('navigation', { name: i18next.t('shell.tabBar.label') });
    expect(tabBar.querySelector('[aria-current="page"]')?.textContent).toBe(i18next.t('engine.tabs.home'));
    expect(screen.getByRole('link', { name: `${i18next.t('engine.tabs.slip')} 2` })).toBeTruthy();
    expect(screen.getByRole('button', { name: i18next.t('engine.tabs.account') }).getAttribute('aria-expanded')).toBe('false');
    const disclosure = screen.getByRole('button', { name: i18next.t('profile.list.filter'), expanded: true });
    expect(disclosure.getAttribute('aria-controls')).toBe('kit-answer');
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
    expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});
