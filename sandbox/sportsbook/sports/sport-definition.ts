import type { SportFeed } from '../../../schemas/config/sport-feed.ts';

/**
 * A sport of the sandbox's feed: its §3 id and key from the page's half of config/sportsbook/sports/<key>.ts, and
 * the feed half (`feed`, schemas/config/sport-feed.ts: family, periods, scoring, market plans), parsed at start by
 * ../sports.ts. The families and what they model are described in schemas/config/sport-feed.ts.
 */
export type SportDefinition = SportFeed & {
  id: number;
  key: string;
  /** The page half's `tracker`: the feed plays a match tracker for its live events (simulation/tracker.ts). */
  tracker?: boolean;
};

export type Family = SportDefinition['family'];
export type TeamSide = 'home' | 'away';
export type GoalsSport = Extract<SportDefinition, { family: 'goals' }>;
export type PointsSport = Extract<SportDefinition, { family: 'points' }>;
export type SetsSport = Extract<SportDefinition, { family: 'sets' }>;
export type FightSport = Extract<SportDefinition, { family: 'fight' }>;
export type { MarketPlan } from '../../../schemas/config/sport-feed.ts';
/** How a timed match runs: its periods, breaks, clock and overtime (the goals and points families). */
export type ClockPlan = Pick<GoalsSport | PointsSport, 'periods' | 'breaks' | 'clock' | 'stopClock' | 'overtime'>;
