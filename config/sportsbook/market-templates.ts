import { defineMarketTemplates } from '../../schemas/config/sportsbook.define.ts';

// One template per market type of the feed (schemas/openapi/sportsbook.yaml Market.type): its name, the labels of
// its outcome keys, its tab (group) and how many outcome buttons a row holds on the event page. Outcomes are shown
// in the feed's order. Labels may use {{home}}, {{away}}, {{line}}, {{team}}, {{player}} and {{period}}. `pricing`
// names the sandbox feed's model for the type (the sports that offer it list it in their `feed.markets`).
const home = { key: 'home', team: 'home', shortLabelKey: 'sport.outcomes.short.home' } as const;
const draw = { key: 'draw', labelKey: 'sport.outcomes.draw', shortLabelKey: 'sport.outcomes.short.draw' } as const;
const away = { key: 'away', team: 'away', shortLabelKey: 'sport.outcomes.short.away' } as const;
const over = { key: 'over', labelKey: 'sport.outcomes.over', shortLabelKey: 'sport.outcomes.short.over' } as const;
const under = { key: 'under', labelKey: 'sport.outcomes.under', shortLabelKey: 'sport.outcomes.short.under' } as const;
const yes = { key: 'yes', labelKey: 'sport.outcomes.yes' } as const;
const no = { key: 'no', labelKey: 'sport.outcomes.no' } as const;
const overUnder = [over, under];
const handicapSides = [
  { ...home, showLine: 'as-is' },
  { ...away, showLine: 'negated' },
] as const;
const halfTimeFullTime = ['home', 'draw', 'away'].flatMap((half) => ['home', 'draw', 'away'].map((end) => ({ key: `${half}-${end}`, labelKey: `sport.outcomes.half-time-full-time.${half}-${end}` })));

export default defineMarketTemplates([
  { id: 'match-result', nameKey: 'sport.markets.match-result', group: 'main', outcomes: [home, draw, away], columns: 3, pricing: { model: 'match-result' } },
  { id: 'match-winner', nameKey: 'sport.markets.match-winner', group: 'main', outcomes: [home, away], columns: 2, pricing: { model: 'match-winner' } },
  {
    id: 'double-chance',
    nameKey: 'sport.markets.double-chance',
    group: 'main',
    outcomes: [
      { key: 'home-draw', labelKey: 'sport.outcomes.home-draw', shortLabelKey: 'sport.outcomes.short.home-draw' },
      { key: 'home-away', labelKey: 'sport.outcomes.home-away', shortLabelKey: 'sport.outcomes.short.home-away' },
      { key: 'draw-away', labelKey: 'sport.outcomes.draw-away', shortLabelKey: 'sport.outcomes.short.draw-away' },
    ],
    pricing: { model: 'double-chance', margin: -0.01 },
    columns: 3,
  },
  { id: 'draw-no-bet', nameKey: 'sport.markets.draw-no-bet', group: 'main', outcomes: [home, away], columns: 2, pricing: { model: 'draw-no-bet' } },
  { id: 'total', nameKey: 'sport.markets.total', group: 'goals', outcomes: overUnder, columns: 2, pricing: { model: 'total' } },
  { id: 'handicap', nameKey: 'sport.markets.handicap', group: 'handicaps', outcomes: handicapSides, columns: 2, pricing: { model: 'handicap' } },
  { id: 'both-teams-to-score', nameKey: 'sport.markets.both-teams-to-score', group: 'goals', outcomes: [yes, no], columns: 2, pricing: { model: 'both-teams-to-score' } },
  { id: 'correct-score', nameKey: 'sport.markets.correct-score', group: 'goals', outcomes: [{ key: 'other', labelKey: 'sport.outcomes.any-other-score' }], otherOutcomes: 'key', columns: 3, pricing: { model: 'correct-score', margin: 0.12 } },
  { id: 'period-result', nameKey: 'sport.markets.period-result', group: 'halves', outcomes: [home, draw, away], columns: 3, pricing: { model: 'period-result', margin: 0.01 } },
  { id: 'period-total', nameKey: 'sport.markets.period-total', group: 'halves', outcomes: overUnder, columns: 2, pricing: { model: 'period-total' } },
  { id: 'period-winner', nameKey: 'sport.markets.period-winner', group: 'halves', outcomes: [home, away], columns: 2, pricing: { model: 'period-winner', margin: 0.01 } },
  { id: 'half-time-full-time', nameKey: 'sport.markets.half-time-full-time', group: 'halves', outcomes: halfTimeFullTime, columns: 3, pricing: { model: 'half-time-full-time', margin: 0.09 } },
  { id: 'team-total', nameKey: 'sport.markets.team-total', group: 'goals', outcomes: overUnder, columns: 2, pricing: { model: 'team-total' } },
  { id: 'odd-even', nameKey: 'sport.markets.odd-even', group: 'goals', outcomes: [{ key: 'odd', labelKey: 'sport.outcomes.odd' }, { key: 'even', labelKey: 'sport.outcomes.even' }], columns: 2, pricing: { model: 'odd-even', margin: 0.01 } },
  { id: 'first-team-to-score', nameKey: 'sport.markets.first-team-to-score', group: 'goals', outcomes: [home, { key: 'none', labelKey: 'sport.outcomes.no-goal' }, away], columns: 3, pricing: { model: 'first-team-to-score' } },
  {
    id: 'first-goalscorer',
    nameKey: 'sport.markets.first-goalscorer',
    group: 'players',
    outcomes: [
      { key: 'other', labelKey: 'sport.outcomes.another-player' },
      { key: 'none', labelKey: 'sport.outcomes.no-goalscorer' },
    ],
    otherOutcomes: 'feed-name',
    pricing: { model: 'first-goalscorer', margin: 0.16 },
    columns: 2,
  },
  { id: 'player-points', nameKey: 'sport.markets.player-points', group: 'players', outcomes: overUnder, columns: 2, pricing: { model: 'player-points', margin: 0.02 } },
  { id: 'set-handicap', nameKey: 'sport.markets.set-handicap', group: 'handicaps', outcomes: handicapSides, columns: 2, pricing: { model: 'set-handicap' } },
  { id: 'total-sets', nameKey: 'sport.markets.total-sets', group: 'goals', outcomes: overUnder, columns: 2, pricing: { model: 'total-sets' } },
  { id: 'to-win-a-set', nameKey: 'sport.markets.to-win-a-set', group: 'specials', outcomes: [yes, no], columns: 2, pricing: { model: 'to-win-a-set' } },
  {
    id: 'method-of-victory',
    nameKey: 'sport.markets.method-of-victory',
    group: 'main',
    outcomes: ['home', 'away'].flatMap((side) => ['ko', 'submission', 'decision'].map((method) => ({ key: `${side}-${method}`, labelKey: `sport.outcomes.method-of-victory.${side}-${method}` }))),
    pricing: { model: 'method-of-victory', margin: 0.06 },
    columns: 3,
  },
  { id: 'total-rounds', nameKey: 'sport.markets.total-rounds', group: 'goals', outcomes: overUnder, columns: 2, pricing: { model: 'total-rounds' } },
  {
    id: 'clean-sheet',
    nameKey: 'sport.markets.clean-sheet',
    group: 'goals',
    outcomes: [yes, no],
    columns: 2,
    // The team concedes nothing: the opponent's team total under 0.5.
    pricing: { model: 'team-total', line: 0.5, team: 'opponent', outcomes: { yes: 'under', no: 'over' } },
  },
  { id: 'goes-the-distance', nameKey: 'sport.markets.goes-the-distance', group: 'specials', outcomes: [yes, no], columns: 2, pricing: { model: 'goes-the-distance' } },
]);
