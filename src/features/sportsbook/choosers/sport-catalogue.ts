import sportsbookConfig from '../../../../config/sportsbook/index.ts';

// The sports the front end shows (config/sportsbook, DESIGN "Config kinds": sportsbook): their names, icons and
// order come from config, never from the feed, so an operator adds or reorders a sport by config alone and a sport
// the feed sends but config does not know is not shown.

/** A configured sport as the choosers and search show it. */
export interface CatalogueSport {
  /** §3 Sport id. */
  id: number;
  key: string;
  labelKey: string;
  icon: string;
  order: number;
}

const sports: readonly CatalogueSport[] = [...sportsbookConfig.sports]
  .map(({ id, key, labelKey, icon, order }) => ({ id, key, labelKey, icon, order }))
  .sort((a, b) => a.order - b.order);

const byId = new Map(sports.map((sport) => [sport.id, sport]));

/** The configured sport with this §3 id, or undefined. */
export function findSport(id: number): CatalogueSport | undefined {
  return byId.get(id);
}

/** Every configured sport, in config order. */
export function catalogueSports(): readonly CatalogueSport[] {
  return sports;
}

/**
 * The sports of the feed that config knows, in config order, with the feed's count for `section` (§2: the sport/
 * chooser counts prematch events, sport-live live ones); sports with nothing on offer are left out.
 */
export function sportsWithCounts<Feed extends { id: number; prematchCount: number; liveCount: number }>(
  feed: readonly Feed[],
  section: 'prematch' | 'live',
): { sport: CatalogueSport; count: number }[] {
  const counts = new Map(feed.map((item) => [item.id, section === 'live' ? item.liveCount : item.prematchCount]));
  return sports.flatMap((sport) => {
    const count = counts.get(sport.id) ?? 0;
    return count > 0 ? [{ sport, count }] : [];
  });
}
