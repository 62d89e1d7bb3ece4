import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SportsbookEvent, SportsbookMarket } from '../../api/sportsbook.ts';
import { changeLanguage } from '../../i18n/index.ts';
import { initTestI18n } from '../../i18n/testing.ts';
import { columnHeadings, columnMarket, listColumns, listMarketTypes, marketGroups, marketName, negate, orderedSports, outcomeLabels, parseSportParam, sportsbookConfig } from './sportsbook-config.ts';

beforeAll(async () => {
  await initTestI18n();
  await changeLanguage('en-US');
});

const market = (type: string, extra: Partial<SportsbookMarket> = {}): SportsbookMarket => ({ id: 1, type, period: null, line: null, team: null, player: null, status: 'open', main: true, outcomes: [], ...extra });
const event = (sportId: number, markets: SportsbookMarket[] = []) => ({ id: 1, sportId, home: { id: 1, name: 'Espérance' }, away: { id: 2, name: 'Club Africain' }, markets }) as unknown as SportsbookEvent;

describe('the sportsbook config as the pages read it', () => {
  it('every sport has list columns whose markets have templates, and the lists ask the feed for exactly those types', () => {
    const templates = new Set(sportsbookConfig.marketTemplates.map((template) => template.id));
    for (const sport of orderedSports) {
      expect(listColumns(sport.id).length, sport.key).toBeGreaterThan(0);
      for (const column of listColumns(sport.id)) expect(templates.has(column.market), `${sport.key} ${column.market}`).toBe(true);
    }
    expect(listMarketTypes().split(',')).toEqual([...new Set(sportsbookConfig.listLayouts.flatMap((layout) => layout.columns.map((column) => column.market)))].sort());
    expect(orderedSports.map((sport) => sport.order)).toEqual([...orderedSports.map((sport) => sport.order)].sort((a, b) => a - b));
  });

  it('a route’s sport must be a configured one (0, every sport, only where the section allows it)', () => {
    const first = orderedSports[0].id;
    expect(parseSportParam(String(first), false)).toBe(first);
    expect(parseSportParam('0', true)).toBe(0);
    expect(parseSportParam('0', false)).toBeNull();
    for (const bad of ['999', '-1', '1.5', 'abc', '', undefined]) expect(parseSportParam(bad, true)).toBeNull();
  });

  it('a list column shows the main line of its type, for the whole match', () => {
    const lines = [market('total', { id: 2, line: '1.5', main: false }), market('total', { id: 3, line: '2.5', main: true }), market('total', { id: 4, line: '0.5', period: 'h1', main: true })];
    expect(columnMarket(event(1, lines), { market: 'total', mainLine: true })?.id).toBe(3);
  });

  it('labels outcomes from the templates: team names, lines, a handicap’s away side negated', () => {
    const handicap = market('handicap', { line: '-1.5' });
    expect(outcomeLabels(i18next.t, event(1), handicap, { key: 'home', name: null }).label).toBe('Espérance (-1.5)');
    expect(outcomeLabels(i18next.t, event(1), handicap, { key: 'away', name: null }).label).toBe('Club Africain (+1.5)');
    expect(outcomeLabels(i18next.t, event(1), handicap, { key: 'away', name: null }).short).toBe('2 +1.5');
    expect(outcomeLabels(i18next.t, event(1), market('total', { line: '2.5' }), { key: 'over', name: null })).toEqual({ label: 'Over 2.5', short: 'O 2.5', line: '2.5' });
    // Under a column heading the button keeps only what the heading does not say: the line, or nothing.
    expect(outcomeLabels(i18next.t, event(1), handicap, { key: 'away', name: null }).line).toBe('+1.5');
    expect(outcomeLabels(i18next.t, event(1), market('match-result'), { key: 'draw', name: null }).line).toBe('');
    expect(outcomeLabels(i18next.t, event(1), market('correct-score'), { key: '2-1', name: null }).label).toBe('2-1');
    expect(outcomeLabels(i18next.t, event(1), market('first-goalscorer'), { key: 'player-9', name: 'A. Msakni' }).label).toBe('A. Msakni');
    expect(negate('0')).toBe('0');
    expect(negate('-0.25')).toBe('+0.25');
  });

  it('heads each list column with its market and the short picks of its outcomes, in every sport', () => {
    for (const sport of orderedSports) {
      const headings = columnHeadings(i18next.t, sport.id);
      expect(headings.map((heading) => heading.market), sport.key).toEqual(listColumns(sport.id).map((column) => column.market));
      for (const heading of headings) {
        expect(heading.name, `${sport.key} ${heading.market}`).not.toMatch(/\{\{|\}\}|^\s|\s$/);
        expect(heading.picks.length, `${sport.key} ${heading.market}`).toBeGreaterThan(1);
        for (const pick of heading.picks) expect(pick.length, `${sport.key} ${heading.market}`).toBeGreaterThan(0);
      }
    }
    const football = columnHeadings(i18next.t, 1);
    expect(football[0]).toEqual({ market: 'match-result', name: i18next.t('sport.markets.match-result'), picks: ['1', 'X', '2'] });
  });

  it('names markets with the sport’s own names and the period, and groups them in the sport’s tabs', () => {
    const basketball = sportsbookConfig.sports.find((sport) => sport.marketNames?.total && sport.groupLabels?.halves)!;
    expect(marketName(i18next.t, event(basketball.id), market('total', { line: '160.5' }))).toBe(i18next.t(basketball.marketNames!.total, { line: '160.5' }));
    expect(marketName(i18next.t, event(1), market('period-result', { period: 'h1' }))).toBe('1st half: result');
    const markets = [market('match-result'), market('total', { line: '2.5' }), market('unknown-type')];
    const groups = marketGroups(i18next.t, event(1), markets);
    expect(groups.map((group) => [group.id, group.markets.length])).toEqual([
      ['main', 1],
      ['goals', 1],
    ]);
  });
});
