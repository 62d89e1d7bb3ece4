import styled from '@emotion/styled';
import { useEffect, useId, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { BasketballTracker, FootballIncident, FootballTracker, TennisTracker, Tracker } from '../../../api/sportsbook.ts';
import { BasketballTrackerKind, FootballTrackerKind, TennisTrackerKind } from '../../../api/sportsbook.ts';
import { periodName } from '../../../engine/sportsbook/sportsbook-config.ts';
import { useLiveTracker } from '../../../engine/sportsbook/use-live.ts';
import { theme } from '../../../ui/theme.ts';
import { VisuallyHidden } from '../../../ui/primitives/visually-hidden.tsx';

// docs/product.md §2 Sportsbook "Match tracker": football a pitch with the ball's zone and the attacking side, the
// last incidents, key stats and the momentum of the last 15 minutes; tennis the server, the point and the last
// points; basketball the run and the last scores. Drawn in SVG by hand (no chart library: a few rectangles), mirrored
// for right-to-left languages (the home side stays on the reading start, as on the scoreboard), still under
// prefers-reduced-motion, and announcing goals and cards only, politely. Loaded by lazy-match-tracker.tsx.

export interface MatchTrackerProps {
  eventId: number;
  home: string;
  away: string;
}

type Side = 'home' | 'away';

const reducedMotionQuery = '(prefers-reduced-motion: reduce)';
const subscribeMotion = (listener: () => void) => {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(reducedMotionQuery);
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
};
const prefersReducedMotion = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(reducedMotionQuery).matches;

/** Whether the player asked for less motion (the OS setting), followed live. */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribeMotion, prefersReducedMotion, () => true);
}

const Box = styled.section`
  border-radius: ${theme.radii[2]}px;
  background: ${theme.colors.surface};
  padding: ${theme.space[3]}px;
  margin-block-end: ${theme.space[2]}px;
  display: grid;
  gap: ${theme.space[3]}px;
  h2,
  h3 {
    margin: 0;
    font-size: ${theme.fontSizes[1]}px;
  }
  h3 {
    color: ${theme.colors.textMuted};
    font-weight: 600;
  }
  ol,
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: ${theme.space[1]}px;
    font-size: ${theme.fontSizes[0]}px;
  }
  .num {
    font-variant-numeric: tabular-nums;
    unicode-bidi: isolate;
  }
  .away {
    text-align: end;
  }
  .caption {
    font-size: ${theme.fontSizes[0]}px;
    color: ${theme.colors.textMuted};
  }
  .zone-band {
    transition: x 0.4s ease, width 0.4s ease;
  }
  @media (min-width: ${theme.breakpoints.laptop}) {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    h2,
    .wide {
      grid-column: 1 / -1;
    }
  }
  @media ${reducedMotionQuery} {
    .zone-band {
      transition: none;
    }
  }
`;

const teamOf = (props: MatchTrackerProps, side: Side) => (side === 'home' ? props.home : props.away);

export default function MatchTracker(props: MatchTrackerProps) {
  const { t, i18n } = useTranslation();
  const tracker = useLiveTracker(props.eventId);
  const headingId = useId();
  const rtl = i18n.dir() === 'rtl';
  const reduced = useReducedMotion();
  const announcement = useAnnouncement(tracker, props, t);
  if (!tracker) return null;
  return (
    <Box aria-labelledby={headingId} data-testid="match-tracker" data-kind={tracker.kind} data-motion={reduced ? 'reduce' : 'full'}>
      <h2 id={headingId}>{t('sportsbook.tracker.title')}</h2>
      {tracker.kind === FootballTrackerKind.football && <Football tracker={tracker} props={props} rtl={rtl} reduced={reduced} />}
      {tracker.kind === TennisTrackerKind.tennis && <Tennis tracker={tracker} props={props} rtl={rtl} />}
      {tracker.kind === BasketballTrackerKind.basketball && <Basketball tracker={tracker} props={props} />}
      <VisuallyHidden aria-live="polite" aria-atomic="true" data-testid="tracker-announcer">
        {announcement}
      </VisuallyHidden>
    </Box>
  );
}

// ---- the polite announcement: goals and cards only, never what was there when the tracker first came

const announced = new Set(['goal', 'yellow-card', 'red-card']);

function useAnnouncement(tracker: Tracker | undefined, props: MatchTrackerProps, t: TFunction): string {
  const known = useRef<Set<number> | null>(null);
  const [message, setMessage] = useState('');
  useEffect(() => {
    if (tracker?.kind !== FootballTrackerKind.football) return;
    const ids = new Set(tracker.incidents.map((incident) => incident.id));
    if (known.current === null) {
      known.current = ids;
      return;
    }
    const fresh = tracker.incidents.filter((incident) => !known.current!.has(incident.id) && announced.has(incident.kind));
    for (const id of ids) known.current.add(id);
    if (fresh.length > 0) setMessage(fresh.map((incident) => t(`tracker.announce.${incident.kind}`, { team: teamOf(props, incident.team), minute: incident.minute })).join(' '));
  }, [tracker, props, t]);
  return message;
}

// ---- football

const pitch = { width: 300, height: 180 };
/** Where each zone lies along the attacking side's way, as fractions of the pitch from its own goal line. */
const zoneSpan = { safe: [0, 0.5], attack: [0.5, 0.8], danger: [0.8, 1] } as const;

/**
 * The band of the pitch the ball is in, in SVG units. The home side attacks towards the reading end (right in
 * French, left in Arabic), the away side towards the reading start.
 */
export function zoneBand(zone: keyof typeof zoneSpan, side: Side, rtl: boolean): { x: number; width: number } {
  const [from, to] = zoneSpan[zone];
  const towardsRight = (side === 'home') !== rtl;
  const start = towardsRight ? from : 1 - to;
  return { x: Math.round(start * pitch.width), width: Math.round((to - from) * pitch.width) };
}

function Pitch({ tracker, props, rtl, reduced }: { tracker: FootballTracker; props: MatchTrackerProps; rtl: boolean; reduced: boolean }) {
  const { t } = useTranslation();
  const { zone, attacking } = tracker;
  const label = zone && attacking ? t(`tracker.zone.${zone}`, { team: teamOf(props, attacking) }) : t('tracker.zone.stopped');
  const band = zone && attacking ? zoneBand(zone, attacking, rtl) : null;
  const towardsRight = attacking ? (attacking === 'home') !== rtl : null;
  const colour = attacking === 'home' ? theme.colors.primary : theme.colors.info;
  const lines = 'rgba(244, 246, 251, 0.55)';
  return (
    <figure style={{ margin: 0 }}>
      <svg viewBox={`0 0 ${pitch.width} ${pitch.height}`} role="img" aria-label={label} data-testid="pitch" data-zone={zone ?? 'none'} data-attacking={attacking ?? 'none'} style={{ inlineSize: '100%', blockSize: 'auto', display: 'block' }}>
        <rect x="0" y="0" width={pitch.width} height={pitch.height} rx="6" fill="#1f6b3a" />
        {band && (
          <rect className="zone-band" data-testid="zone-band" x={band.x} y="0" width={band.width} height={pitch.height} fill={colour} opacity={zone === 'danger' ? 0.45 : 0.28}>
            {zone === 'danger' && !reduced && <animate attributeName="opacity" values="0.45;0.2;0.45" dur="1.2s" repeatCount="indefinite" data-testid="danger-pulse" />}
          </rect>
        )}
        <g fill="none" stroke={lines} strokeWidth="2">
          <rect x="4" y="4" width={pitch.width - 8} height={pitch.height - 8} />
          <line x1={pitch.width / 2} y1="4" x2={pitch.width / 2} y2={pitch.height - 4} />
          <circle cx={pitch.width / 2} cy={pitch.height / 2} r="22" />
          <rect x="4" y="45" width="40" height="90" />
          <rect x={pitch.width - 44} y="45" width="40" height="90" />
        </g>
        {towardsRight !== null && (
          <path data-testid="attack-arrow" d={towardsRight ? 'M130 90 h32 l-10 -10 M162 90 l-10 10' : 'M170 90 h-32 l10 -10 M138 90 l10 10'} stroke={theme.colors.text} strokeWidth="4" fill="none" strokeLinecap="round" />
        )}
      </svg>
      <figcaption className="caption" aria-hidden="true">
        {label}
      </figcaption>
    </figure>
  );
}

function IncidentIcon({ kind }: { kind: FootballIncident['kind'] }) {
  const common = { width: 14, height: 14, viewBox: '0 0 14 14', 'aria-hidden': true, focusable: false } as const;
  if (kind === 'yellow-card' || kind === 'red-card') return <svg {...common}><rect x="3" y="1" width="8" height="12" rx="1" fill={kind === 'red-card' ? theme.colors.danger : theme.colors.warning} /></svg>;
  if (kind === 'goal') return <svg {...common}><circle cx="7" cy="7" r="6" fill={theme.colors.text} /><circle cx="7" cy="7" r="2.5" fill={theme.colors.background} /></svg>;
  if (kind === 'corner') return <svg {...common}><path d="M3 13 V1 l8 3 -8 3" fill={theme.colors.info} stroke={theme.colors.info} /></svg>;
  if (kind === 'substitution') return <svg {...common}><path d="M4 2 v8 M1 7 l3 3 3 -3 M10 12 v-8 M7 7 l3 -3 3 3" stroke={theme.colors.success} strokeWidth="1.6" fill="none" /></svg>;
  return <svg {...common}><rect x="1" y="2" width="12" height="10" rx="1" fill="none" stroke={theme.colors.text} strokeWidth="1.5" /><rect x="4" y="5" width="6" height="4" fill={theme.colors.text} /></svg>;
}

const IncidentRow = styled.li`
  display: flex;
  align-items: center;
  gap: ${theme.space[2]}px;
  &[data-team='away'] {
    flex-direction: row-reverse;
    text-align: end;
  }
  .minute {
    min-inline-size: 3ch;
    font-weight: 700;
  }
`;

function Incidents({ tracker, props }: { tracker: FootballTracker; props: MatchTrackerProps }) {
  const { t } = useTranslation();
  const headingId = useId();
  // Newest first: the timeline reads from the latest incident down.
  const newestFirst = [...tracker.incidents].reverse();
  return (
    <div>
      <h3 id={headingId}>{t('tracker.incidents')}</h3>
      {newestFirst.length === 0 ? (
        <p className="caption">{t('tracker.noIncidents')}</p>
      ) : (
        <ol aria-labelledby={headingId} data-testid="tracker-incidents">
          {newestFirst.map((incident) => (
            <IncidentRow key={incident.id} data-team={incident.team} data-kind={incident.kind}>
              <span className="minute num">{t('tracker.minute', { minute: incident.minute })}</span>
              <IncidentIcon kind={incident.kind} />
              <span>
                {t(`tracker.kind.${incident.kind}`)}
                {incident.var ? ` (${t(`tracker.var.${incident.var}`)})` : ''} · <bdi>{teamOf(props, incident.team)}</bdi>
              </span>
            </IncidentRow>
          ))}
        </ol>
      )}
    </div>
  );
}

const StatRow = styled.div`
  display: grid;
  grid-template-columns: 5ch minmax(0, 1fr) 5ch;
  align-items: center;
  gap: ${theme.space[2]}px;
  font-size: ${theme.fontSizes[0]}px;
  dt {
    grid-column: 2;
    grid-row: 1;
    text-align: center;
    color: ${theme.colors.textMuted};
  }
  dd {
    margin: 0;
    grid-row: 1;
  }
  dd:first-of-type {
    grid-column: 1;
  }
  dd:last-of-type {
    grid-column: 3;
    text-align: end;
  }
  .bar {
    display: flex;
    margin-block-start: 2px;
    block-size: 6px;
    border-radius: 3px;
    overflow: hidden;
    background: ${theme.colors.info};
  }
  .bar > span {
    background: ${theme.colors.primary};
  }
`;

const statKeys = ['possession', 'shots', 'shotsOnTarget', 'corners', 'yellowCards', 'redCards'] as const;

function Stats({ tracker, props }: { tracker: FootballTracker; props: MatchTrackerProps }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <div>
      <h3 id={headingId}>{t('tracker.stats')}</h3>
      <dl aria-labelledby={headingId} data-testid="tracker-stats" style={{ margin: 0, display: 'grid', gap: theme.space[2] }}>
        {statKeys.map((key) => {
          const { home, away } = tracker.stats[key];
          const share = home + away === 0 ? 50 : Math.round((home / (home + away)) * 100);
          const unit = key === 'possession' ? '%' : '';
          return (
            <StatRow key={key} data-stat={key}>
              <dt>
                {t(`tracker.stat.${key}`)}
                <span className="bar" aria-hidden="true">
                  <span style={{ inlineSize: `${share}%` }} />
                </span>
              </dt>
              <dd className="num">
                <VisuallyHidden>{props.home}: </VisuallyHidden>
                {home}
                {unit}
              </dd>
              <dd className="num">
                <VisuallyHidden>{props.away}: </VisuallyHidden>
                {away}
                {unit}
              </dd>
            </StatRow>
          );
        })}
      </dl>
    </div>
  );
}

/** The momentum's bars in SVG units: time runs with the reading direction (oldest at the start). */
export function momentumBars(values: readonly number[], rtl: boolean): { x: number; y: number; height: number; side: Side }[] {
  const slot = 300 / 15;
  return values.map((value, index) => {
    const position = rtl ? 15 - 1 - index - (15 - values.length) : index + (15 - values.length);
    const height = Math.round((Math.abs(value) / 100) * 38);
    return { x: position * slot + 2, y: value >= 0 ? 40 - height : 40, height, side: value >= 0 ? 'home' : 'away' };
  });
}

function Momentum({ tracker, props, rtl }: { tracker: FootballTracker; props: MatchTrackerProps; rtl: boolean }) {
  const { t } = useTranslation();
  const total = tracker.momentum.reduce((sum, value) => sum + value, 0);
  const leader = Math.abs(total) < tracker.momentum.length * 5 ? null : total > 0 ? 'home' : 'away';
  const summary = `${t('tracker.momentum')}: ${leader ? t('tracker.momentumLeader', { team: teamOf(props, leader) }) : t('tracker.momentumEven')}`;
  return (
    <div className="wide">
      <h3 aria-hidden="true">{t('tracker.momentum')}</h3>
      <svg viewBox="0 0 300 80" role="img" aria-label={summary} data-testid="momentum" style={{ inlineSize: '100%', blockSize: 'auto', display: 'block' }}>
        <line x1="0" y1="40" x2="300" y2="40" stroke={theme.colors.border} strokeWidth="1" />
        {momentumBars(tracker.momentum, rtl).map((bar, index) => (
          <rect key={index} data-side={bar.side} x={bar.x} y={bar.y} width={16} height={Math.max(1, bar.height)} fill={bar.side === 'home' ? theme.colors.primary : theme.colors.info} />
        ))}
      </svg>
    </div>
  );
}

function Football({ tracker, props, rtl, reduced }: { tracker: FootballTracker; props: MatchTrackerProps; rtl: boolean; reduced: boolean }) {
  return (
    <>
      <Pitch tracker={tracker} props={props} rtl={rtl} reduced={reduced} />
      <Stats tracker={tracker} props={props} />
      <Incidents tracker={tracker} props={props} />
      <Momentum tracker={tracker} props={props} rtl={rtl} />
    </>
  );
}

// ---- tennis

function Tennis({ tracker, props, rtl }: { tracker: TennisTracker; props: MatchTrackerProps; rtl: boolean }) {
  const { t } = useTranslation();
  const headingId = useId();
  const serverOnRight = tracker.server ? (tracker.server === 'away') !== rtl : null;
  return (
    <>
      <div>
        <svg viewBox="0 0 300 140" role="img" aria-label={tracker.server ? t('tracker.serving', { team: teamOf(props, tracker.server) }) : t('tracker.zone.stopped')} data-testid="court" data-server={tracker.server ?? 'none'} style={{ inlineSize: '100%', blockSize: 'auto', display: 'block' }}>
          <rect x="0" y="0" width="300" height="140" rx="6" fill="#2d5f9a" />
          <g fill="none" stroke="rgba(244, 246, 251, 0.7)" strokeWidth="2">
            <rect x="10" y="10" width="280" height="120" />
            <line x1="150" y1="6" x2="150" y2="134" />
            <line x1="80" y1="30" x2="220" y2="30" />
            <line x1="80" y1="110" x2="220" y2="110" />
            <line x1="80" y1="30" x2="80" y2="110" />
            <line x1="220" y1="30" x2="220" y2="110" />
            <line x1="80" y1="70" x2="220" y2="70" />
          </g>
          {serverOnRight !== null && <circle data-testid="server-ball" cx={serverOnRight ? 280 : 20} cy="70" r="7" fill="#d7f55a" />}
        </svg>
        <p className="caption" data-testid="serving">
          {tracker.server ? t('tracker.serving', { team: teamOf(props, tracker.server) }) : ''}
        </p>
      </div>
      <div>
        <h3>{t('tracker.pointScore')}</h3>
        <p data-testid="tennis-point" className="num" style={{ margin: 0, fontSize: theme.fontSizes[4], fontWeight: 700 }}>
          <bdi>{props.home}</bdi> <span dir="ltr">{tracker.point ? `${tracker.point.home} – ${tracker.point.away}` : '–'}</span> <bdi>{props.away}</bdi>
        </p>
        <p className="caption">{t('tracker.games', { home: tracker.games.home, away: tracker.games.away })}</p>
      </div>
      <div className="wide">
        <h3 id={headingId}>{t('tracker.lastPoints')}</h3>
        <ol aria-labelledby={headingId} data-testid="tennis-points">
          {[...tracker.points].reverse().map((point) => (
            <IncidentRow key={point.id} data-team={point.winner}>
              <span>
                <bdi>{teamOf(props, point.winner)}</bdi> · {t(`tracker.how.${point.how}`)}
                {point.server === point.winner ? ` · ${t('tracker.onServe')}` : ''}
              </span>
            </IncidentRow>
          ))}
        </ol>
      </div>
    </>
  );
}

// ---- basketball

function clockText(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

function Basketball({ tracker, props }: { tracker: BasketballTracker; props: MatchTrackerProps }) {
  const { t } = useTranslation();
  const headingId = useId();
  const run: ReactNode = tracker.run ? t('tracker.run', { team: teamOf(props, tracker.run.team), points: tracker.run.points }) : t('tracker.noRun');
  const totals = { home: 0, away: 0 };
  for (const score of tracker.scores) totals[score.team] += score.points;
  return (
    <>
      <div>
        <h3>{t('tracker.runTitle')}</h3>
        <p data-testid="basketball-run" style={{ margin: 0, fontSize: theme.fontSizes[3], fontWeight: 700 }}>
          {run}
        </p>
        <svg viewBox="0 0 300 24" role="img" aria-label={t('tracker.lastScoresShare', { home: props.home, homePoints: totals.home, away: props.away, awayPoints: totals.away })} style={{ inlineSize: '100%', blockSize: 'auto', display: 'block', marginBlockStart: theme.space[2] }}>
          <rect x="0" y="4" width="300" height="16" rx="8" fill={theme.colors.info} />
          <rect x="0" y="4" width={totals.home + totals.away === 0 ? 150 : Math.round((totals.home / (totals.home + totals.away)) * 300)} height="16" rx="8" fill={theme.colors.primary} />
        </svg>
      </div>
      <div>
        <h3 id={headingId}>{t('tracker.lastScores')}</h3>
        <ol aria-labelledby={headingId} data-testid="basketball-scores">
          {[...tracker.scores].reverse().map((score) => (
            <IncidentRow key={score.id} data-team={score.team}>
              <span className="minute num">+{score.points}</span>
              <span>
                <bdi>{teamOf(props, score.team)}</bdi> · {periodName(t, score.period)} <span className="num">{clockText(score.clockSeconds)}</span>
              </span>
            </IncidentRow>
          ))}
        </ol>
      </div>
    </>
  );
}
