import type { EventSpec, FullState, TimedDetail } from '../simulation/match-state.ts';
import { meanScoreValue, scoringRates } from '../simulation/timed.ts';
import type { PointsSport, TeamSide } from '../sports/sport-definition.ts';
import { above, type Evaluation, type MarketSpec, type Normal } from './model.ts';

// Points: normal model.

function pointsRemaining(sport: PointsSport, detail: TimedDetail, status: FullState['state']['status']): number[] {
  return sport.periods.map((plan, index) => {
    if (status === 'ended' || detail.regulationOver) return 0;
    const length = plan.minutes * 60;
    if (index < detail.periodIndex) return 0;
    if (index > detail.periodIndex || status === 'prematch') return length;
    return Math.max(length - detail.elapsed, 0);
  });
}
/** P(X = value) for an integer-valued X: the normal's mass within half a point. */
const exactly = (value: number, normal: Normal) => above(value - 0.5, normal) - above(value + 0.5, normal);

function lineMasses(normal: Normal, line: number, high: string, low: string): Evaluation {
  if (Number.isInteger(line)) {
    const push = exactly(line, normal);
    return { masses: { [high]: above(line + 0.5, normal), [low]: 1 - above(line - 0.5, normal) }, voidMass: push };
  }
  const p = above(line, normal);
  return { masses: { [high]: p, [low]: 1 - p }, voidMass: 0 };
}
export function evaluatePoints(sport: PointsSport, spec: EventSpec, full: FullState, markets: readonly MarketSpec[]): Map<number, Evaluation> {
  const detail = full.detail as TimedDetail;
  const status = full.state.status;
  const rates = scoringRates(sport, spec);
  const { mean: valueMean, meanSquare } = meanScoreValue(sport);
  const remaining = pointsRemaining(sport, detail, status);
  const teamLeft = (team: TeamSide, periods: readonly number[]): Normal => {
    let seconds = 0;
    periods.forEach((index) => {
      // Cricket: a side scores only in its own innings (twice the rate there).
      if (sport.innings) seconds += (team === 'home') === (index === 0) ? remaining[index] * 2 : 0;
      else seconds += remaining[index];
    });
    const scores = (rates[team] / valueMean) * seconds;
    return { mean: scores * valueMean, variance: scores * meanSquare };
  };
  const all = sport.periods.map((_, index) => index);
  const reg = detail.regulation;
  const home = teamLeft('home', all);
  const away = teamLeft('away', all);
  const diff: Normal = { mean: reg.home - reg.away + home.mean - away.mean, variance: home.variance + away.variance };
  const sum: Normal = { mean: reg.home + reg.away + home.mean + away.mean, variance: home.variance + away.variance };
  const total = full.state.score ?? { home: 0, away: 0 };
  const out = new Map<number, Evaluation>();
  const periodNormals = (code: string) => {
    const index = sport.periods.findIndex((plan) => plan.code === code);
    const now = detail.byPeriod.get(code) ?? { home: 0, away: 0 };
    const h = teamLeft('home', index >= 0 ? [index] : []);
    const a = teamLeft('away', index >= 0 ? [index] : []);
    return {
      diff: { mean: now.home - now.away + h.mean - a.mean, variance: h.variance + a.variance },
      sum: { mean: now.home + now.away + h.mean + a.mean, variance: h.variance + a.variance },
      current: now.home + now.away,
    };
  };
  const threeWay = (d: Normal): Evaluation => {
    const draw = exactly(0, d);
    const home = above(0.5, d);
    return { masses: { home, draw, away: Math.max(0, 1 - home - draw) }, voidMass: 0 };
  };
  for (const market of markets) {
    let evaluation: Evaluation;
    const line = market.line ?? 0;
    // Totals only go up: passed lines are decided.
    const decidedOver = (current: number) => (current > line ? { masses: { over: 1, under: 0 }, voidMass: 0 } : null);
    switch (market.type) {
      case 'match-winner': {
        if (detail.regulationOver && status !== 'ended' && total.home === total.away) {
          const lean = 0.5 + spec.edge * 0.1;
          evaluation = { masses: { home: lean, away: 1 - lean }, voidMass: 0 };
        } else if (detail.regulationOver) {
          const lead = total.home - total.away;
          evaluation = status === 'ended' ? { masses: { home: lead > 0 ? 1 : 0, away: lead > 0 ? 0 : 1 }, voidMass: 0 } : { masses: { home: lead > 0 ? 0.9 : 0.1, away: lead > 0 ? 0.1 : 0.9 }, voidMass: 0 };
        } else {
          const tie = exactly(0, diff);
          const lean = 0.5 + spec.edge * 0.1;
          const homeWin = above(0.5, diff) + tie * lean;
          evaluation = { masses: { home: homeWin, away: Math.max(0, 1 - homeWin) }, voidMass: 0 };
        }
        break;
      }
      case 'match-result':
        evaluation = threeWay(diff);
        break;
      case 'handicap': {
        // Home + line beats away when diff > -line.
        const shifted: Normal = { mean: diff.mean + line, variance: diff.variance };
        evaluation = lineMasses(shifted, 0, 'home', 'away');
        break;
      }
      case 'total':
        evaluation = decidedOver(reg.home + reg.away) ?? lineMasses(sum, line, 'over', 'under');
        break;
      case 'team-total': {
        const side = market.team ?? 'home';
        const left = side === 'home' ? home : away;
        const current = reg[side];
        evaluation = decidedOver(current) ?? lineMasses({ mean: current + left.mean, variance: left.variance }, line, 'over', 'under');
        break;
      }
      case 'period-result':
        evaluation = threeWay(periodNormals(market.period ?? '').diff);
        break;
      case 'period-total': {
        const period = periodNormals(market.period ?? '');
        evaluation = decidedOver(period.current) ?? lineMasses(period.sum, line, 'over', 'under');
        break;
      }
      case 'odd-even': {
        const odd = sum.variance < 0.25 ? (Math.round(sum.mean) % 2 === 1 ? 1 : 0) : 0.5;
        evaluation = { masses: { odd, even: 1 - odd }, voidMass: 0 };
        break;
      }
      case 'player-points': {
        const player = market.player;
        if (!player) throw new Error(`player-points market ${market.id} without a player`);
        const teamLeftNow = player.side === 'home' ? home : away;
        const scored = detail.playerPoints.get(player.id) ?? 0;
        evaluation =
          decidedOver(scored) ??
          lineMasses({ mean: scored + teamLeftNow.mean * player.share, variance: teamLeftNow.variance * player.share * 1.3 }, line, 'over', 'under');
        break;
      }
      default:
        throw new Error(`The points family has no pricing model ${market.type}`);
    }
    out.set(market.id, evaluation);
  }
  return out;
}
