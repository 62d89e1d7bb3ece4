import { describe, expect, it } from 'vitest';
import { languages } from '../languages/index.ts';
import { loadWholePack } from '../../schemas/config/language.ts';
import sportsbook from './index.ts';
import tennis from './sports/tennis.ts';
import { validateSportsbook } from '../../src/engine/validate-sportsbook.ts';

// The sportsbook config kind (schemas/config/sportsbook.ts) with the deployment's files.
const config = validateSportsbook();

const withSport = (index: number, patch: object) => ({ ...sportsbook, sports: sportsbook.sports.map((sport, at) => (at === index ? { ...sport, ...patch } : sport)) });

describe('config/sportsbook', () => {
  it('parses, with the §2 default sports, the §3 sport ids and odds formats', () => {
    expect(config.defaultSport).toEqual({ 'top-tourneys': 0, prematch: 1, live: 1 });
    expect(config.sports.map((sport) => sport.id)).toEqual([1, 3, 4, 12, 10, 25, 53, 94, 95, 96, 13, 17, 22, 26, 29, 56, 20, 36, 14, 21, 45]);
    expect(config.oddsFormats.map((format) => [format.id, format.key])).toEqual([
      [0, 'decimal'],
      [1, 'fractional'],
      [2, 'american'],
      [3, 'hong-kong'],
      [4, 'malay'],
      [5, 'indo'],
    ]);
    expect(config.marketGroups.map((group) => group.id)).toEqual(['main', 'goals', 'handicaps', 'halves', 'players', 'specials']);
  });

  it('names the file and field of a broken sport, template, layout or default', () => {
    const tennisIndex = sportsbook.sports.indexOf(tennis);
    expect(() => validateSportsbook(withSport(tennisIndex, { listLayout: 'two-ways' }))).toThrow('config/sportsbook/sports/tennis.ts: listLayout: Unknown list layout "two-ways"');
    expect(() => validateSportsbook(withSport(tennisIndex, { marketGroups: ['main', 'bonus'] }))).toThrow('config/sportsbook/sports/tennis.ts: marketGroups[1]: Unknown market group "bonus"');
    expect(() => validateSportsbook(withSport(tennisIndex, { id: 1 }))).toThrow('config/sportsbook/sports/tennis.ts: (root): Duplicate sport id 1');
    expect(() => validateSportsbook(withSport(tennisIndex, { labelKey: 'Tennis' }))).toThrow('config/sportsbook/sports/tennis.ts: labelKey:');
    const templates = sportsbook.marketTemplates.map((template, at) => (at === 3 ? { ...template, group: 'extras' } : template));
    expect(() => validateSportsbook({ ...sportsbook, marketTemplates: templates })).toThrow('config/sportsbook/market-templates.ts: [3].group: Unknown market group "extras"');
    const both = sportsbook.marketTemplates.map((template, at) => (at === 0 ? { ...template, outcomes: [{ key: 'home', team: 'home', labelKey: 'sport.outcomes.draw' }] } : template));
    expect(() => validateSportsbook({ ...sportsbook, marketTemplates: both })).toThrow('config/sportsbook/market-templates.ts: [0].outcomes[0].labelKey: Give an outcome either labelKey or team, not both');
    const layouts = [{ id: 'three-way', columns: [{ market: '1x2' }] }, ...sportsbook.listLayouts.slice(1)];
    expect(() => validateSportsbook({ ...sportsbook, listLayouts: layouts })).toThrow('config/sportsbook/list-layouts.ts: [0].columns[0].market: Unknown market template "1x2"');
    expect(() => validateSportsbook({ ...sportsbook, defaultSport: { ...sportsbook.defaultSport, live: 2 } })).toThrow('config/sportsbook/index.ts: defaultSport.live: Unknown sport 2 (0 means every sport)');
    expect(() => validateSportsbook({ ...sportsbook, defaultOddsFormat: 9 })).toThrow('config/sportsbook/index.ts: defaultOddsFormat: Unknown odds format 9');
  });

  it('has every label it names in the three language packs', async () => {
    const keys = new Set<string>();
    const collect = (value: unknown, name?: string) => {
      if (typeof value === 'string' && name && /(labelKey|nameKey|shortLabelKey)$/.test(name)) keys.add(value);
      else if (Array.isArray(value)) value.forEach((item) => collect(item));
      else if (value && typeof value === 'object') for (const [key, item] of Object.entries(value)) collect(item, key);
    };
    collect(config);
    for (const sport of config.sports) for (const key of [...Object.values(sport.marketNames ?? {}), ...Object.values(sport.groupLabels ?? {})]) keys.add(key);
    for (const key of Object.values(config.periods)) keys.add(key);
    expect(keys.size).toBeGreaterThan(100);
    for (const language of languages) {
      const pack = await loadWholePack(language);
      const missing = [...keys].filter((key) => typeof key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], pack) !== 'string');
      expect(missing, language.code).toEqual([]);
    }
  });
});
