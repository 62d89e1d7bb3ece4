import styled from '@emotion/styled';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { listQuery } from './feed-offers-none.ts';
import { useListSportsbookLeagues, type SportsbookLeague } from '../../api/sportsbook.ts';
import { ToggleChip } from '../../ui/primitives/chip.tsx';
import { theme } from '../../ui/theme.ts';
import { boundsOf, periodOf, periods, prematchLeaguesParams, type Period } from './list-queries.ts';
import { filterField } from './sportsbook-ui.tsx';

// §2 Sportsbook: a prematch list filtered by when its matches start (Today, Tomorrow, This week, in the market's
// days) and by league. The filters live in the address (?when=today&league=<slug>), so a filtered list can be
// shared, reloaded and reached again with Back.

export interface PrematchFilter {
  when: Period;
  /** The league chosen, when it is one of the sport's leagues with matches to come. */
  league: SportsbookLeague | undefined;
  leagues: readonly SportsbookLeague[];
  bounds: { date_from: string; date_to: string } | undefined;
  active: boolean;
}

/** The filters of a sport's prematch list, read from the address; an unknown value is no filter. */
export function usePrematchFilters(sport: number): PrematchFilter {
  const [params] = useSearchParams();
  // A sport the feed does not offer has no league to filter by: its 404 is not retried (feed-offers-none.ts).
  const leagues = useListSportsbookLeagues(prematchLeaguesParams(sport), { query: listQuery });
  const when = periodOf(params.get('when'));
  const slug = params.get('league');
  const items = useMemo(() => leagues.data?.items ?? [], [leagues.data]);
  const league = slug ? items.find((entry) => entry.slug === slug) : undefined;
  const bounds = useMemo(() => boundsOf(when), [when]);
  return { when, league, leagues: items, bounds, active: when !== 'all' || league !== undefined };
}

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]}px ${theme.space[3]}px;
  align-items: center;
  .periods {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space[1]}px;
  }
  select:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
  label {
    ${filterField.label};
    align-items: center;
    gap: ${theme.space[2]}px;
    min-inline-size: 0;
  }
  select {
    ${filterField.control};
    max-inline-size: min(100%, 280px);
  }
`;

export function PrematchFilters({ filter }: { filter: PrematchFilter }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const change = (key: 'when' | 'league', value: string | undefined) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true, preventScrollReset: true });
  };
  return (
    <Bar role="group" aria-label={t('sportsbook.filters.label')} data-testid="prematch-filters">
      <div className="periods" role="group" aria-label={t('sportsbook.filters.when')}>
        {periods.map((period) => (
          <ToggleChip key={period} pressed={filter.when === period} onClick={() => change('when', period === 'all' ? undefined : period)}>
            {t(`sportsbook.filters.periods.${period}`)}
          </ToggleChip>
        ))}
      </div>
      {filter.leagues.length > 1 && (
        <label>
          {t('sportsbook.filters.league')}
          <select value={filter.league?.slug ?? ''} onChange={(event) => change('league', event.target.value || undefined)}>
            <option value="">{t('sportsbook.filters.allLeagues')}</option>
            {filter.leagues.map((league) => (
              <option key={league.id} value={league.slug}>
                {league.country.name} · {league.name}
              </option>
            ))}
          </select>
        </label>
      )}
    </Bar>
  );
}
