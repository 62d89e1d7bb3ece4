import { describe, expect, it } from 'vitest';
import sportsbook from '../../config/sportsbook/index.ts';
import { eventsPublished } from './generator.ts';
import { marketsFor } from './markets.ts';
import { sportById, sports } from './sports.ts';

// The front end's sportsbook config (config/sportsbook/) must cover what this feed sends: every sport by its id,
// every market type with a template, every outcome key with a label, list layouts made of markets the sport has.
const now = Date.UTC(2026, 10, 14, 15, 0);
const specs = eventsPublished(1, -Infinity, now + 3 * 86_400_000, { fixtures: now, arenas: now });
const sampleOf = (sportId: number) => specs.find((spec) => spec.sportId === sportId)!;

describe('config/sportsbook covers the feed', () => {
  it('has a sport for every sport of the feed, by its §3 id', () => {
    expect(sportsbook.sports.map((sport) => sport.id).sort((a, b) => a - b)).toEqual(sports.map((sport) => sport.id).sort((a, b) => a - b));
    for (const sport of sports) expect(sportsbook.sports.find((entry) => entry.id === sport.id)!.key).toBe(sport.key);
  });

  it.each(sports.map((sport) => [sport.key, sport.id] as const))('labels every market and outcome the feed offers on %s, and shows them in its tabs', (_key, sportId) => {
    const sport = sportById(sportId)!;
    const config = sportsbook.sports.find((entry) => entry.id === sportId)!;
    const markets = marketsFor(sport, sampleOf(sportId));
    for (const market of markets) {
      const template = sportsbook.marketTemplates.find((candidate) => candidate.id === market.type);
      expect(template, `template for ${market.type}`).toBeDefined();
      expect(config.marketGroups, `${sport.key} shows the ${template!.group} tab of ${market.type}`).toContain(template!.group);
      for (const outcome of market.outcomes) {
        const labelled = template!.outcomes.some((candidate) => candidate.key === outcome.key) || template!.otherOutcomes !== undefined;
        expect(labelled, `${market.type} outcome ${outcome.key}`).toBe(true);
        if (template!.otherOutcomes === 'feed-name' && !template!.outcomes.some((candidate) => candidate.key === outcome.key)) expect(outcome.name).toBeTruthy();
      }
    }
    const layout = sportsbook.listLayouts.find((candidate) => candidate.id === config.listLayout)!;
    for (const column of layout.columns) expect(markets.some((market) => market.type === column.market), `${sport.key} list column ${column.market}`).toBe(true);
  });
});
