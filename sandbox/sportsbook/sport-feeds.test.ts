import { describe, expect, it } from 'vitest';
import sportsbook from '../../config/sportsbook/index.ts';
import type { SportFeedInput } from '../../schemas/config/sport-feed.ts';
import type { SportInput, SportsbookInput } from '../../schemas/config/sportsbook.ts';
import { eventsPublished, hourMs } from './generator.ts';
import { marketsFor } from './markets.ts';
import { evaluateMarkets } from './pricing/evaluate.ts';
import { fairProbabilities, resultsOf } from './pricing/model.ts';
import { scriptOf, stateAt } from './simulation.ts';
import type { EventSpec } from './simulation/match-state.ts';
import { parseSportFeeds, readSportFeeds, SportFeedError } from './sport-feeds.ts';
import { sportById } from './sports.ts';
import type { GoalsSport, SportDefinition } from './sports/sport-definition.ts';

// docs/recipes.md "Add a sport or a market type": a sport and a market type are config alone. These build their own
// small configs (CONVENTIONS 18): a padel sport declared like any config file, and a football feed offering clean
// sheets (config/sportsbook/market-templates.ts prices them with the team total model, read the other way round).
const padelPage: SportInput = {
  id: 60,
  key: 'padel',
  labelKey: 'sport.sports.tennis',
  icon: 'racket',
  order: 99,
  listLayout: 'two-way-total',
  marketGroups: ['main', 'goals', 'handicaps', 'halves'],
  liveScore: 'games',
};
const padelFeed: SportFeedInput = {
  name: 'Padel',
  family: 'sets',
  tennis: true,
  margin: 0.065,
  setsToWin: 2,
  setTarget: 6,
  winByTwo: true,
  pointSeconds: 30,
  setBreakSeconds: 90,
  pointEdge: 0.06,
  setCode: 's',
  markets: [{ type: 'match-winner' }, { type: 'set-handicap', lines: [-1.5, 1.5] }, { type: 'correct-score' }, { type: 'period-winner', period: 's1' }, { type: 'total', lines: [21.5] }],
  leagues: [{ id: 60001, name: 'Premier Padel', countryCode: null, countryName: 'World', top: false, teams: ['Coello / Tapia', 'Galán / Chingotto'], schedule: { kind: 'fixtures', perDay: 3, hours: [9, 20], publishDays: 3 } }],
};
const withPadel: SportsbookInput = { ...sportsbook, sports: [...sportsbook.sports, padelPage] };
const raw = (feed: unknown) => [{ id: padelPage.id, key: padelPage.key, feed }];

const now = Date.UTC(2026, 10, 14, 15, 0);
const week = eventsPublished(5, now - hourMs, now + 3 * 24 * hourMs, { fixtures: now, arenas: now });

describe("a sport's feed half (config/sportsbook/sports/<key>.ts feed)", () => {
  it('is read for every configured sport, and parsed into what the simulation plays', async () => {
    const feeds = parseSportFeeds(await readSportFeeds());
    expect(feeds.map((sport) => sport.key)).toEqual(sportsbook.sports.map((sport) => sport.key));
    for (const sport of feeds) expect(sport.markets.length, sport.key).toBeGreaterThan(0);
  });

  it('adds a sport by config alone: a padel feed is played and priced by the sets family', () => {
    const [padel] = parseSportFeeds(raw(padelFeed), withPadel);
    expect(padel).toMatchObject({ id: 60, key: 'padel', family: 'sets', leagues: [{ name: 'Premier Padel' }] });
    // An event of the padel league, shaped like the generator's (a tennis one, moved to padel).
    const tennis = week.find((spec) => spec.sportId === 3)!;
    const spec: EventSpec = { ...tennis, sportId: padel.id };
    const markets = marketsFor(padel, spec);
    expect(markets.map((market) => market.type)).toEqual(['match-winner', 'set-handicap', 'set-handicap', 'correct-score', 'period-winner', 'total']);
    const script = scriptOf(padel, spec, 5);
    const prematch = evaluateMarkets(padel, spec, stateAt(padel, script, spec.startAt - 1), markets);
    const winner = fairProbabilities(prematch.get(markets[0].id)!);
    expect(winner.home + winner.away).toBeCloseTo(1, 6);
    const ended = evaluateMarkets(padel, spec, stateAt(padel, script, script.end + 1), markets);
    expect(Object.values(resultsOf(ended.get(markets[0].id)!)).sort()).toEqual(['lost', 'won']);
  });

  it('stops the build at a feed that plans a market type with no template, naming the file and field', () => {
    const feed = { ...padelFeed, markets: [...padelFeed.markets, { type: 'next-point' }] };
    expect(() => parseSportFeeds(raw(feed), withPadel)).toThrow(SportFeedError);
    expect(() => parseSportFeeds(raw(feed), withPadel)).toThrow('config/sportsbook/sports/padel.ts: feed.markets.5.type: Unknown market type "next-point"');
  });

  it("refuses a market in a tab the sport's page does not show, and a period the sport does not play", () => {
    const noHalves: SportsbookInput = { ...sportsbook, sports: [...sportsbook.sports, { ...padelPage, marketGroups: ['main', 'goals', 'handicaps'] }] };
    expect(() => parseSportFeeds(raw(padelFeed), noHalves)).toThrow(/padel\.ts: feed\.markets\.3\.type: The sport's page shows no "halves" tab/);
    const football = { ...padelFeed, markets: [{ type: 'period-winner', period: 'h1' }] };
    expect(() => parseSportFeeds(raw(football), withPadel)).toThrow(/feed\.markets\.0\.period: Unknown period "h1"/);
  });

  it('refuses a feed with a field of the wrong shape, with its path', () => {
    expect(() => parseSportFeeds(raw({ ...padelFeed, setsToWin: 0 }), withPadel)).toThrow(/padel\.ts: feed\.setsToWin: /);
    expect(() => parseSportFeeds(raw({ ...padelFeed, family: 'cards' }), withPadel)).toThrow(/padel\.ts: feed\.family: /);
  });
});

describe('a market type priced by an existing model (config/sportsbook/market-templates.ts pricing)', () => {
  it("prices a team's clean sheet as the other side's team total under 0.5, before and after the match", () => {
    const deployed = sportById(1) as GoalsSport;
    const football: SportDefinition = { ...deployed, markets: [{ type: 'team-total', team: 'home', lines: [0.5] }, { type: 'team-total', team: 'away', lines: [0.5] }, { type: 'clean-sheet', team: 'home' }, { type: 'clean-sheet', team: 'away' }] };
    const spec = week.find((candidate) => candidate.sportId === 1)!;
    const [homeTotal, awayTotal, homeCleanSheet, awayCleanSheet] = marketsFor(football, spec);
    expect(homeCleanSheet.outcomes.map((outcome) => outcome.key)).toEqual(['yes', 'no']);
    expect(homeCleanSheet.line).toBeNull();
    const script = scriptOf(football, spec, 5);
    const markets = [homeTotal, awayTotal, homeCleanSheet, awayCleanSheet];
    const before = evaluateMarkets(football, spec, stateAt(football, script, spec.startAt - 1), markets);
    expect(before.get(homeCleanSheet.id)!.masses.yes).toBeCloseTo(before.get(awayTotal.id)!.masses.under, 12);
    expect(before.get(awayCleanSheet.id)!.masses.no).toBeCloseTo(before.get(homeTotal.id)!.masses.over, 12);
    const after = stateAt(football, script, script.end + 1);
    const results = evaluateMarkets(football, spec, after, markets);
    const score = after.state.score!;
    expect(resultsOf(results.get(homeCleanSheet.id)!)).toEqual(score.away === 0 ? { yes: 'won', no: 'lost' } : { yes: 'lost', no: 'won' });
    expect(resultsOf(results.get(awayCleanSheet.id)!)).toEqual(score.home === 0 ? { yes: 'won', no: 'lost' } : { yes: 'lost', no: 'won' });
  });
});
