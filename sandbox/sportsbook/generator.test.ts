import { describe, expect, it } from 'vitest';
import { leagues, teamOf } from './catalogue.ts';
import { dayMs, eventsPublished, hourMs, initialHistoryMs } from './generator.ts';
import { marketsFor } from './markets.ts';
import { overround, priceMarket } from './odds.ts';
import { evaluateMarkets } from './pricing/evaluate.ts';
import { fairProbabilities, isDecided, marginOf } from './pricing/model.ts';
import { scriptOf, stateAt } from './simulation.ts';
import { sportById, sports } from './sports.ts';

const seed = 7;
const feedAt = (now: number, feedSeed = seed) => eventsPublished(feedSeed, -Infinity, now, { fixtures: now - initialHistoryMs.fixtures, arenas: now - initialHistoryMs.arenas });

function census(now: number) {
  const specs = feedAt(now);
  let prematch = 0;
  let live = 0;
  for (const spec of specs) {
    const status = stateAt(sportById(spec.sportId)!, scriptOf(sportById(spec.sportId)!, spec, seed), now).state.status;
    if (status === 'prematch') prematch += 1;
    if (status === 'live') live += 1;
  }
  return { specs, prematch, live };
}

describe('the programme (generator.ts)', () => {
  it('is the same for the same seed and time, and another seed gives another feed', () => {
    const now = Date.UTC(2026, 10, 14, 18, 5);
    const first = feedAt(now);
    const again = feedAt(now);
    expect(again).toEqual(first);
    const sample = first.filter((_, index) => index % 10 === 0);
    expect(sample.map((spec) => scriptOf(sportById(spec.sportId)!, spec, seed))).toEqual(sample.map((spec) => scriptOf(sportById(spec.sportId)!, spec, seed)));
    const other = feedAt(now, seed + 1);
    expect(other.map((spec) => `${spec.homeId}-${spec.awayId}`)).not.toEqual(first.map((spec) => `${spec.homeId}-${spec.awayId}`));
  });

  it.each([3, 9, 15, 20])('holds a few hundred prematch events over the next 7 days and 30 to 60 live ones at %i:00 UTC', (hour) => {
    const now = Date.UTC(2026, 10, 12, hour, 20);
    const { specs, prematch, live } = census(now);
    expect(prematch).toBeGreaterThanOrEqual(300);
    expect(prematch).toBeLessThanOrEqual(900);
    expect(live).toBeGreaterThanOrEqual(30);
    expect(live).toBeLessThanOrEqual(60);
    expect(Math.max(...specs.map((spec) => spec.startAt))).toBeGreaterThan(now + 6 * dayMs);
    expect(Math.max(...specs.map((spec) => spec.startAt))).toBeLessThanOrEqual(now + 8 * dayMs);
  });

  it('lists every §3 sport by its id, Tunisian Ligue 1, the CAF competitions, ATP/WTA, NBA, EuroLeague and esports', () => {
    // §3 Sport ids; Martial Arts shares 26 with Beach Volleyball in the spec, so the feed gives it 56 (x-assumed).
    expect(Object.fromEntries(sports.map((sport) => [sport.name, sport.id]))).toEqual({
      Football: 1,
      Tennis: 3,
      Basketball: 4,
      Volleyball: 12,
      'Ice Hockey': 10,
      'Table Tennis': 25,
      Esports: 53,
      'E-Football': 94,
      'E-Basketball': 95,
      'E-IceHockey': 96,
      Handball: 13,
      Futsal: 17,
      'Beach Football': 22,
      'Beach Volleyball': 26,
      Badminton: 29,
      'Martial Arts': 56,
      Darts: 20,
      Cricket: 36,
      'Rugby Union': 14,
      'Field Hockey': 21,
      'Mini Football': 45,
    });
    const now = Date.UTC(2026, 10, 12, 12, 0);
    const week = eventsPublished(seed, -Infinity, now + 7 * dayMs, { fixtures: now, arenas: now + 7 * dayMs - 6 * hourMs });
    const sportsSeen = new Set(week.map((spec) => spec.sportId));
    for (const sport of sports) expect(sportsSeen.has(sport.id), sport.name).toBe(true);
    const names = new Set(week.map((spec) => leagues.find((league) => league.id === spec.leagueId)!.name));
    for (const name of ['Ligue Professionnelle 1', 'CAF Champions League', 'CAF Confederation Cup', 'Premier League', 'ATP Paris', 'WTA Tokyo', 'NBA', 'EuroLeague', 'Counter-Strike 2. ESL Pro League']) {
      expect(names.has(name), name).toBe(true);
    }
    const tunisian = week.filter((spec) => spec.leagueId === 1001).map((spec) => teamOf(spec.homeId)!.name);
    expect(tunisian.length).toBeGreaterThan(5);
    expect(tunisian.every((name) => leagues[0].teams.includes(name))).toBe(true);
  });

  it('gives unique event, market and outcome ids that nest (a bet slip can find the event from an outcome)', () => {
    const now = Date.UTC(2026, 10, 13, 17, 0);
    const specs = feedAt(now).slice(0, 400);
    expect(new Set(specs.map((spec) => spec.id)).size).toBe(specs.length);
    const outcomeIds = new Set<number>();
    for (const spec of specs) {
      for (const market of marketsFor(sportById(spec.sportId)!, spec)) {
        expect(Math.floor(market.id / 1000)).toBe(spec.id);
        for (const outcome of market.outcomes) {
          expect(Math.floor(outcome.id / 100)).toBe(market.id);
          expect(Number.isSafeInteger(outcome.id)).toBe(true);
          outcomeIds.add(outcome.id);
        }
      }
    }
    expect(outcomeIds.size).toBeGreaterThan(10_000);
  });
});

describe('markets and their margin', () => {
  it('offers, per sport, the match result or winner, totals and handicaps with several lines, and specials where the sport has them', () => {
    const now = Date.UTC(2026, 10, 13, 17, 0);
    const specs = feedAt(now);
    const typesOf = (key: string) => {
      const spec = specs.find((candidate) => sportById(candidate.sportId)!.key === key)!;
      return marketsFor(sportById(spec.sportId)!, spec);
    };
    const football = typesOf('football');
    for (const type of ['match-result', 'double-chance', 'draw-no-bet', 'both-teams-to-score', 'correct-score', 'half-time-full-time', 'first-goalscorer', 'first-team-to-score']) {
      expect(football.some((market) => market.type === type), type).toBe(true);
    }
    // The half lines, then the Asian quarter lines (added last so the ids of the other markets stay as they were).
    expect(football.filter((market) => market.type === 'total').map((market) => market.line)).toEqual([0.5, 1.5, 2.5, 3.5, 4.5, 5.5, 2.25, 2.75]);
    expect(football.filter((market) => market.type === 'handicap').length).toBeGreaterThanOrEqual(5);
    expect(football.filter((market) => market.type === 'period-result').map((market) => market.period)).toEqual(['h1', 'h2']);
    expect(football.find((market) => market.type === 'first-goalscorer')!.outcomes.filter((outcome) => outcome.name).length).toBe(12);
    expect(typesOf('basketball').filter((market) => market.type === 'player-points').length).toBe(6);
    expect(typesOf('tennis').filter((market) => market.type === 'to-win-a-set').map((market) => market.team)).toEqual(['home', 'away']);
    expect(typesOf('volleyball').find((market) => market.type === 'correct-score')!.outcomes.map((outcome) => outcome.key)).toEqual(['3-0', '3-1', '3-2', '2-3', '1-3', '0-3']);
    expect(typesOf('martial-arts').map((market) => market.type)).toEqual(['match-winner', 'method-of-victory', 'total-rounds', 'total-rounds', 'goes-the-distance']);
  });

  it('prices every open market of every event with a margin: implied probabilities add up to more than 1, prematch and in play', () => {
    const now = Date.UTC(2026, 10, 13, 17, 0);
    const specs = feedAt(now).filter((spec, index) => index % 5 === 0);
    let checked = 0;
    for (const spec of specs) {
      const sport = sportById(spec.sportId)!;
      const script = scriptOf(sport, spec, seed);
      const markets = marketsFor(sport, spec);
      // Before the start, a third of the way in and two thirds of the way in.
      for (const at of [spec.startAt - hourMs, spec.startAt + (script.end - spec.startAt) / 3, spec.startAt + ((script.end - spec.startAt) * 2) / 3]) {
        const full = stateAt(sport, script, at);
        const live = full.state.status === 'live';
        for (const [id, evaluation] of evaluateMarkets(sport, spec, full, markets)) {
          const market = markets.find((candidate) => candidate.id === id)!;
          if (live && isDecided(evaluation)) continue;
          const priced = priceMarket(fairProbabilities(evaluation), marginOf(sport, market.type, live));
          if (priced.tooOneSided) continue;
          const sum = overround(Object.values(priced.prices));
          expect(sum, `${sport.key} ${market.type} ${market.line ?? ''} at ${at - spec.startAt} ms: ${JSON.stringify(priced.prices)}`).toBeGreaterThan(1);
          for (const price of Object.values(priced.prices)) expect(price).toBeGreaterThanOrEqual(101);
          checked += 1;
        }
      }
    }
    expect(checked).toBeGreaterThan(3000);
  });
});
