import type { TFunction } from 'i18next';
import sportsbookFile from '../../../config/sportsbook/index.ts';
import type { MarketTemplateConfig, SportConfig, SportsbookConfig } from '../../../schemas/config/sportsbook.ts';
import type { SportsbookEvent, SportsbookMarket, SportsbookOutcome } from '../../api/sportsbook.ts';

// The sportsbook config as the pages read it (DESIGN "Config kinds": sportsbook). Parsed with zod at build and in
// tests (src/engine/validate-sportsbook.ts); the browser takes the file as it is, like src/engine/load-config.ts.
// Everything a page shows about a sport or a market comes through here: no sport, league or market is named in
// the pages' code, so an operator adds one by config alone.

export const sportsbookConfig = sportsbookFile as unknown as SportsbookConfig;

/** Sports in their configured order (sports bars, all-sports, results filter). */
export const orderedSports: readonly SportConfig[] = [...sportsbookConfig.sports].sort((a, b) => a.order - b.order);

const sportsById = new Map(sportsbookConfig.sports.map((sport) => [sport.id, sport]));
const templatesById = new Map(sportsbookConfig.marketTemplates.map((template) => [template.id, template]));
const layoutsById = new Map(sportsbookConfig.listLayouts.map((layout) => [layout.id, layout]));

export function sportOf(id: number): SportConfig | undefined {
  return sportsById.get(id);
}

export function templateOf(type: string): MarketTemplateConfig | undefined {
  return templatesById.get(type);
}

/** A route's sport parameter: a configured sport id, 0 ("every sport") where the section allows it, else null. */
export function parseSportParam(raw: string | undefined, allowEvery: boolean): number | null {
  if (raw === undefined || !/^\d{1,4}$/.test(raw)) return null;
  const id = Number(raw);
  if (id === 0) return allowEvery ? 0 : null;
  return sportsById.has(id) ? id : null;
}

export interface ListColumn {
  /** Market template id. */
  market: string;
  /** Only the feed's main line of the type (Market.main). */
  mainLine: boolean;
}

/** The market columns of a sport's event rows (its list layout), left to right. */
export function listColumns(sportId: number): ListColumn[] {
  const sport = sportsById.get(sportId);
  const layout = sport ? layoutsById.get(sport.listLayout) : undefined;
  return (layout?.columns ?? []).map((column) => ({ market: column.market, mainLine: column.line === 'main' }));
}

/** The market types lists ask the feed for (GET /api/sportsbook/events markets=...): every layout's columns. */
export function listMarketTypes(sportIds: readonly number[] = sportsbookConfig.sports.map((sport) => sport.id)): string {
  const types = new Set<string>();
  for (const id of sportIds) for (const column of listColumns(id)) types.add(column.market);
  return [...types].sort().join(',');
}

/** The market of an event shown in a list column: the one of that type (main line when asked), whole match. */
export function columnMarket(event: SportsbookEvent, column: ListColumn): SportsbookMarket | undefined {
  const candidates = event.markets.filter((market) => market.type === column.market && market.period === null && market.team === null && market.player === null);
  return (column.mainLine ? candidates.find((market) => market.main) : undefined) ?? candidates[0];
}

/** The values a market or outcome label may use ({{home}}, {{away}}, {{line}}, {{period}}, {{team}}, {{player}}). */
/**
 * Writes a line for the language on screen, as the price beside it is (useOddsFormat().formatLine: "2,75" beside
 * "1,93" in French, §3 Odds formats). The feed's text by default, for callers that show no price.
 */
export type LineWriter = (line: string) => string;
const asFed: LineWriter = (line) => line;

function labelValues(t: TFunction, event: Pick<SportsbookEvent, 'home' | 'away'>, market: Pick<SportsbookMarket, 'line' | 'period' | 'team' | 'player'>, writeLine: LineWriter): Record<string, string> {
  const periodKey = market.period ? sportsbookConfig.periods[market.period] : undefined;
  return {
    home: event.home.name,
    away: event.away.name,
    line: market.line ? writeLine(market.line) : '',
    lineAway: market.line ? writeLine(negate(market.line)) : '',
    period: periodKey ? t(periodKey) : (market.period ?? ''),
    team: market.team === 'home' ? event.home.name : market.team === 'away' ? event.away.name : '',
    player: market.player?.name ?? '',
  };
}

/** "-1.5" -> "+1.5", "1.5" -> "-1.5", "0" stays; text only (no float arithmetic on a line). */
export function negate(line: string): string {
  if (/^-?0(\.0+)?$/.test(line)) return line.replace('-', '');
  return line.startsWith('-') ? `+${line.slice(1)}` : `-${line.replace(/^\+/, '')}`;
}

/** A handicap line as shown beside a side: signed ("+1.5", "-0.5"). */
function signed(line: string): string {
  return /^[+-]/.test(line) || /^0(\.0+)?$/.test(line) ? line : `+${line}`;
}

/** The market's name: the sport's own name for the type, else the template's; unknown types keep the feed's type. */
export function marketName(t: TFunction, event: SportsbookEvent, market: SportsbookMarket, writeLine: LineWriter = asFed): string {
  const template = templatesById.get(market.type);
  const key = sportsById.get(event.sportId)?.marketNames?.[market.type] ?? template?.nameKey;
  const values = labelValues(t, event, market, writeLine);
  const name = key ? t(key, values) : market.type;
  // A period market whose name does not say the period (a handicap of the 1st half) gets it in front.
  if (market.period && key && !t(key, { ...values, period: '\u0000' }).includes('\u0000')) {
    return `${values.period}: ${name}`;
  }
  return name;
}

/**
 * An outcome's full label (event page, announcements), its short label (list buttons without a column heading:
 * 1, X, 2, + 2.5) and its line alone (list buttons under a heading that already names the pick: "2.5", "+1.5").
 */
export function outcomeLabels(
  t: TFunction,
  event: SportsbookEvent,
  market: SportsbookMarket,
  outcome: Pick<SportsbookOutcome, 'key' | 'name'>,
  writeLine: LineWriter = asFed,
): { label: string; short: string; line: string } {
  const template = templatesById.get(market.type);
  const values = labelValues(t, event, market, writeLine);
  const entry = template?.outcomes.find((candidate) => candidate.key === outcome.key);
  let label: string;
  if (entry?.team) label = values[entry.team];
  else if (entry?.labelKey) label = t(entry.labelKey, values);
  else if (template?.otherOutcomes === 'feed-name' && outcome.name) label = outcome.name;
  else label = outcome.name ?? outcome.key;
  if (entry?.showLine && market.line) label = `${label} (${writeLine(signed(entry.showLine === 'negated' ? negate(market.line) : market.line))})`;
  const line = market.line ? writeLine(entry?.showLine === 'negated' ? signed(negate(market.line)) : entry?.showLine ? signed(market.line) : market.line) : '';
  let short = entry?.shortLabelKey ? t(entry.shortLabelKey, values) : label;
  if (entry?.shortLabelKey && line) short = `${short} ${line}`;
  return { label, short, line: entry?.shortLabelKey ? line : short };
}

export interface ColumnHeading {
  market: string;
  /** The market's name without a line ("Résultat du match", "Total"). */
  name: string;
  /** The short pick of each outcome, in the template's order ("1", "X", "2"; "+", "−"). */
  picks: string[];
}

/**
 * The headings over a sport's list columns (§2 Sportsbook: a bettor scans a list by its columns): each column's
 * market and the short picks of its outcomes, so the buttons below show only their price and line.
 */
export function columnHeadings(t: TFunction, sportId: number): ColumnHeading[] {
  const sport = sportsById.get(sportId);
  const blank = { home: '', away: '', line: '', lineAway: '', period: '', team: '', player: '' };
  return listColumns(sportId).map(({ market }) => {
    const template = templatesById.get(market);
    const key = sport?.marketNames?.[market] ?? template?.nameKey;
    return {
      market,
      name: (key ? t(key, blank) : market).replace(/\s+/g, ' ').trim(),
      picks: (template?.outcomes ?? []).map((outcome) => (outcome.shortLabelKey ? t(outcome.shortLabelKey, blank) : outcome.labelKey ? t(outcome.labelKey, blank) : '')),
    };
  });
}

export interface MarketGroupView {
  id: string;
  label: string;
  markets: SportsbookMarket[];
}

/**
 * The event page's tabs: the sport's groups in its order, each with the markets whose template sits in it. A market
 * type without a template is not shown (an operator adds the template to show it); empty groups are left out.
 */
export function marketGroups(t: TFunction, event: SportsbookEvent, markets: readonly SportsbookMarket[]): MarketGroupView[] {
  const sport = sportsById.get(event.sportId);
  if (!sport) return [];
  return sport.marketGroups
    .map((groupId) => {
      const labelKey = sport.groupLabels?.[groupId] ?? sportsbookConfig.marketGroups.find((group) => group.id === groupId)?.labelKey ?? groupId;
      return { id: groupId, label: t(labelKey), markets: markets.filter((market) => templatesById.get(market.type)?.group === groupId) };
    })
    .filter((group) => group.markets.length > 0);
}

/** Outcome buttons per row of a market on the event page (the template's columns). */
export function marketColumns(type: string): number {
  return templatesById.get(type)?.columns ?? 2;
}

/** A period or pause code's name (h1 "1st half", ht "Half-time"); the code itself when not configured. */
export function periodName(t: TFunction, code: string | null): string {
  if (!code) return '';
  const key = sportsbookConfig.periods[code];
  return key ? t(key) : code;
}

/** One column of a live score in a list row: sets, games or the point, each side's figure. */
export interface LiveScoreCell {
  kind: 'plain' | 'sets' | 'games' | 'point';
  home: string;
  away: string;
}

/**
 * A live score as the sport counts it (its config's liveScore, §2 Sportsbook "live scores as the sport counts
 * them"): the total alone, or the sets then the set's points, or for tennis the sets, the games of the set being
 * played and the game's point, with who serves. The games show only while a set is played (not in a break).
 */
export function liveScoreCells(sportId: number, score: SportsbookEvent['score'], phase: string | null): { cells: LiveScoreCell[]; server: 'home' | 'away' | null } {
  if (!score) return { cells: [], server: null };
  const mode = sportsById.get(sportId)?.liveScore ?? 'plain';
  if (mode === 'plain') return { cells: [{ kind: 'plain', home: String(score.home), away: String(score.away) }], server: null };
  const cells: LiveScoreCell[] = [{ kind: 'sets', home: String(score.home), away: String(score.away) }];
  const current = score.periods.at(-1);
  if (mode === 'games' && current && current.period === phase) cells.push({ kind: 'games', home: String(current.home), away: String(current.away) });
  if (score.point) cells.push({ kind: 'point', home: score.point.home, away: score.point.away });
  return { cells, server: mode === 'games' ? score.server : null };
}
