import { defineSportsbook } from '../../schemas/config/sportsbook.define.ts';
import marketTemplates from './market-templates.ts';
import listLayouts from './list-layouts.ts';
import football from './sports/football.ts';
import tennis from './sports/tennis.ts';
import basketball from './sports/basketball.ts';
import volleyball from './sports/volleyball.ts';
import iceHockey from './sports/ice-hockey.ts';
import tableTennis from './sports/table-tennis.ts';
import esports from './sports/esports.ts';
import eFootball from './sports/e-football.ts';
import eBasketball from './sports/e-basketball.ts';
import eIceHockey from './sports/e-ice-hockey.ts';
import handball from './sports/handball.ts';
import futsal from './sports/futsal.ts';
import beachFootball from './sports/beach-football.ts';
import beachVolleyball from './sports/beach-volleyball.ts';
import badminton from './sports/badminton.ts';
import martialArts from './sports/martial-arts.ts';
import darts from './sports/darts.ts';
import cricket from './sports/cricket.ts';
import rugbyUnion from './sports/rugby-union.ts';
import fieldHockey from './sports/field-hockey.ts';
import miniFootball from './sports/mini-football.ts';

// The sportsbook config (schemas/config/sportsbook.ts): adding a sport is one file in sports/ (the page's half and
// the feed's, schemas/config/sport-feed.ts) and one line here; adding a market type is one template in
// market-templates.ts. The sandbox's feed reads the same files (sandbox/sportsbook/sport-feeds.ts).
export default defineSportsbook({
  // §2: top-tourneys default sport 0 (every sport), prematch 1, live 1.
  defaultSport: { 'top-tourneys': 0, prematch: 1, live: 1 },
  sports: [football, tennis, basketball, volleyball, iceHockey, tableTennis, esports, eFootball, eBasketball, eIceHockey, handball, futsal, beachFootball, beachVolleyball, badminton, martialArts, darts, cricket, rugbyUnion, fieldHockey, miniFootball],
  // Tabs of the event page; a sport lists the ones it shows and may rename them (groupLabels).
  marketGroups: [
    { id: 'main', labelKey: 'sport.groups.main' },
    { id: 'goals', labelKey: 'sport.groups.goals' },
    { id: 'handicaps', labelKey: 'sport.groups.handicaps' },
    { id: 'halves', labelKey: 'sport.groups.halves' },
    { id: 'players', labelKey: 'sport.groups.players' },
    { id: 'specials', labelKey: 'sport.groups.specials' },
  ],
  marketTemplates,
  listLayouts,
  periods: {
    h1: 'sport.periods.h1',
    h2: 'sport.periods.h2',
    ht: 'sport.periods.ht',
    break: 'sport.periods.break',
    q1: 'sport.periods.q1',
    q2: 'sport.periods.q2',
    q3: 'sport.periods.q3',
    q4: 'sport.periods.q4',
    p1: 'sport.periods.p1',
    p2: 'sport.periods.p2',
    p3: 'sport.periods.p3',
    ot: 'sport.periods.ot',
    so: 'sport.periods.so',
    i1: 'sport.periods.i1',
    i2: 'sport.periods.i2',
    s1: 'sport.periods.s1',
    s2: 'sport.periods.s2',
    s3: 'sport.periods.s3',
    s4: 'sport.periods.s4',
    s5: 'sport.periods.s5',
    m1: 'sport.periods.m1',
    m2: 'sport.periods.m2',
    m3: 'sport.periods.m3',
    r1: 'sport.periods.r1',
    r2: 'sport.periods.r2',
    r3: 'sport.periods.r3',
    r4: 'sport.periods.r4',
    r5: 'sport.periods.r5',
  },
  // §3 Odds formats: Decimal 0, Fractional 1, American 2, Hong Kong 3, Malay 4, Indo 5.
  oddsFormats: [
    { id: 0, key: 'decimal', labelKey: 'odds.formats.decimal' },
    { id: 1, key: 'fractional', labelKey: 'odds.formats.fractional' },
    { id: 2, key: 'american', labelKey: 'odds.formats.american' },
    { id: 3, key: 'hong-kong', labelKey: 'odds.formats.hong-kong' },
    { id: 4, key: 'malay', labelKey: 'odds.formats.malay' },
    { id: 5, key: 'indo', labelKey: 'odds.formats.indo' },
  ],
  defaultOddsFormat: 0,
});
