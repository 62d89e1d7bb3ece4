import sportsbookFile from '../../config/sportsbook/index.ts';
import { sportFeedSchema } from '../../schemas/config/sport-feed.ts';
import type { SportsbookInput } from '../../schemas/config/sportsbook.ts';
import type { SportDefinition } from './sports/sport-definition.ts';

// A sport is one file, config/sportsbook/sports/<key>.ts: the page reads its default export, the feed its `feed`
// export (schemas/config/sport-feed.ts). Read here for the sandbox (sports.ts) and for the build's config gate
// (scripts/config-gate.ts), which stops at a bad feed with its file and field like any other config kind.

/** A sport's feed half as its file exports it, before parsing. */
export interface RawSportFeed {
  id: number;
  key: string;
  feed: unknown;
}

/** A bad feed half: its file, the field's path and what is wrong (the gate turns it into its ConfigError). */
export class SportFeedError extends Error {
  readonly file: string;
  readonly path: readonly PropertyKey[];
  readonly detail: string;
  constructor(file: string, path: readonly PropertyKey[], detail: string) {
    super(`${file}: ${path.join('.')}: ${detail}`);
    this.name = 'SportFeedError';
    this.file = file;
    this.path = path;
    this.detail = detail;
  }
}

const fileOf = (key: string) => `config/sportsbook/sports/${key}.ts`;

/** Imports the feed half of every configured sport, by the key that names its file. */
export async function readSportFeeds(sportsbook: SportsbookInput = sportsbookFile): Promise<RawSportFeed[]> {
  return Promise.all(
    sportsbook.sports.map(async (sport) => {
      const module = (await import(`../../config/sportsbook/sports/${sport.key}.ts`)) as { feed?: unknown };
      if (typeof module.feed !== 'function') throw new SportFeedError(fileOf(sport.key), ['feed'], 'Expected the feed half: export const feed = (): SportFeedInput => ({...})');
      return { id: sport.id, key: sport.key, feed: (module.feed as () => unknown)() };
    }),
  );
}

/**
 * Parses the feed halves and ties them to the page's half: every market a feed plans has a template
 * (market-templates.ts) whose tab the sport's page shows, and every period market names a period of the sport.
 */
export function parseSportFeeds(raw: readonly RawSportFeed[], sportsbook: SportsbookInput = sportsbookFile): SportDefinition[] {
  const templates = new Map(sportsbook.marketTemplates.map((template) => [template.id, template]));
  return raw.map(({ id, key, feed }) => {
    const file = fileOf(key);
    const result = sportFeedSchema.safeParse(feed);
    if (!result.success) {
      const issue = result.error.issues[0];
      throw new SportFeedError(file, ['feed', ...issue.path], issue.message);
    }
    const page = sportsbook.sports.find((entry) => entry.key === key);
    const sport: SportDefinition = { id, key, ...result.data, ...(page?.tracker ? { tracker: true } : {}) };
    const periods = sport.family === 'goals' || sport.family === 'points' ? sport.periods.map((period) => period.code) : null;
    sport.markets.forEach((plan, index) => {
      const template = templates.get(plan.type);
      if (!template) throw new SportFeedError(file, ['feed', 'markets', index, 'type'], `Unknown market type "${plan.type}" (no template in config/sportsbook/market-templates.ts)`);
      if (page && !page.marketGroups.includes(template.group)) throw new SportFeedError(file, ['feed', 'markets', index, 'type'], `The sport's page shows no "${template.group}" tab, where "${plan.type}" sits (marketGroups)`);
      const periodOk = plan.period === undefined || (periods ? periods.includes(plan.period) : sport.family === 'sets' ? plan.period.startsWith(sport.setCode) : false);
      if (!periodOk) throw new SportFeedError(file, ['feed', 'markets', index, 'period'], `Unknown period "${plan.period}" of ${key}`);
    });
    return sport;
  });
}
