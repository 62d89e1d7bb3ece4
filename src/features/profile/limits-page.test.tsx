// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import deExample from '../../../config/markets/de-example.ts';
import tn from '../../../config/markets/tn.ts';
import ukExample from '../../../config/markets/uk-example.ts';
import arProfile from '../../../config/languages/ar/profile.json';
import enProfile from '../../../config/languages/en-US/profile.json';
import frProfile from '../../../config/languages/fr-fr/profile.json';
import type { MarketConfig } from '../../../schemas/config/market.ts';
import type { ResponsibleGamingLimits } from '../../api/profile.ts';
import { getGetResponsibleGamingLimitsMockHandler, getUpdateResponsibleGamingLimitsMockHandler } from '../../api/testing.ts';
import { player, renderScreen, startScreenKit } from '../../testing/render-screen.tsx';
import LimitsPage from './limits-page.tsx';

// §3 Player protection by market: the limits page shows the kinds the market's pack offers, under the pack's names
// (the UK names only a gross limit a "deposit limit"), in the pack's order; Tunisia keeps its five.
startScreenKit();

const money = (current: string) => ({ current, remaining: null, pending: null, pendingFrom: null });
const answer: ResponsibleGamingLimits = {
  currency: 'TND',
  depositDay: money('10.00'),
  depositWeek: money('70.00'),
  depositMonth: money('300.00'),
  loss: money('150.00'),
  sessionTime: { current: 45, pending: null, pendingFrom: null },
};

function renderPack(pack: MarketConfig['protection'], puts: unknown[] = []) {
  renderScreen(<LimitsPage limitKinds={pack.limitKinds} />, {
    route: '/profile/limits',
    user: player(),
    viewport: 'desktop',
    api: [
      getGetResponsibleGamingLimitsMockHandler(answer),
      getUpdateResponsibleGamingLimitsMockHandler(async ({ request }) => {
        puts.push(await request.json());
        return answer;
      }),
    ],
  });
}

/** The names in the table's first column, top to bottom, once the limits have loaded. */
async function tableNames(): Promise<string[]> {
  const table = await screen.findByRole('table', { name: i18next.t('profile.limits.current') });
  await within(table).findByTestId(`limit-depositMonth`);
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent ?? '');
}

/** The change form's field labels, top to bottom. */
function formLabels(): string[] {
  const form = screen.getByRole('button', { name: i18next.t('profile.limits.submit') }).closest('form')!;
  return Array.from(form.querySelectorAll('input')).map((input) => (input.labels?.[0]?.textContent ?? '').trim());
}

const packs = [
  { name: 'Tunisia', pack: tn.protection as MarketConfig['protection'] },
  { name: 'UK-like example', pack: ukExample.protection as MarketConfig['protection'] },
  { name: 'German-like example', pack: deExample.protection as MarketConfig['protection'] },
];

describe('profile/limits by the market’s pack (§3 Player protection by market)', () => {
  for (const { name, pack } of packs) {
    it(`${name}: the table and the change form list exactly the pack's kinds, under the pack's names`, async () => {
      renderPack(pack);
      const names = pack.limitKinds.map((entry) => i18next.t(entry.nameKey));
      expect(await tableNames()).toEqual(names);
      expect(formLabels()).toEqual(names);
    });
  }

  it('Tunisia is unchanged: deposit limits per day, week and month, the loss limit and the session-time limit', async () => {
    renderPack(tn.protection as MarketConfig['protection']);
    expect(await tableNames()).toEqual(['depositDay', 'depositWeek', 'depositMonth', 'loss', 'sessionTime'].map((key) => i18next.t(`profile.limits.${key}`)));
    expect(screen.getByTestId('limit-sessionTime').textContent).toBe(i18next.t('profile.limits.minutes', { value: 45 }));
  });

  it('UK-like: no session-time limit, the net loss limit named so, and "deposit limit" only on the gross deposit limits', async () => {
    const puts: unknown[] = [];
    renderPack(ukExample.protection as MarketConfig['protection'], puts);
    const names = await tableNames();
    expect(names).not.toContain(i18next.t('profile.limits.sessionTime'));
    expect(screen.queryByTestId('limit-sessionTime')).toBeNull();
    expect(names).toContain(i18next.t('profile.limits.netLoss'));
    // In each language, the words "deposit limit" name only the deposit kinds (which count every deposit, gross).
    const languages = [
      { pack: enProfile, depositWords: 'Deposit limit' },
      { pack: frProfile, depositWords: 'Limite de dépôt' },
      { pack: arProfile, depositWords: 'حد الإيداع' },
    ];
    for (const { pack, depositWords } of languages) {
      for (const entry of ukExample.protection.limitKinds) {
        const text = pack.limits[entry.nameKey.replace('profile.limits.', '') as keyof typeof pack.limits];
        expect(text.includes(depositWords), `${entry.kind}: ${text}`).toBe(entry.kind.startsWith('deposit_'));
      }
    }
    // The hint that an empty field keeps its limit moved under the last field shown (the loss limit here).
    expect(screen.getByText(i18next.t('profile.limits.sessionTimeHint'))).toBeTruthy();
    // The form sends only what was typed, under the kinds the pack offers.
    fireEvent.change(screen.getByLabelText(i18next.t('profile.limits.netLoss')), { target: { value: '120' } });
    fireEvent.click(screen.getByRole('button', { name: i18next.t('profile.limits.submit') }));
    await waitFor(() => expect(puts).toEqual([{ loss: '120' }]));
  });
});
