import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormConfig } from '../../../schemas/config/form.ts';
import type { MarketConfig } from '../../../schemas/config/market.ts';
import { limitsForm } from '../../../config/forms/profile-limits.ts';
import {
  getGetResponsibleGamingLimitsQueryKey,
  useGetResponsibleGamingLimits,
  useUpdateResponsibleGamingLimits,
  type MoneyLimit,
  type ResponsibleGamingLimits,
  type ResponsibleGamingLimitsUpdate,
  type TimeLimit,
} from '../../api/profile.ts';
import { formatDateTime, formatMoney } from '../../i18n/format.ts';
import { showToast } from '../../stores/toasts.ts';
import { ConfigForm } from '../../engine/forms/config-form.tsx';
import { appConfig } from '../../engine/load-config.ts';
import { handleSubmitError } from '../../api/profile-errors.ts';
import { Card, DataTable, FilterForm, Muted, ProfilePage } from './profile-ui.tsx';
import { useSnapshot } from 'valtio';
import { effectiveInterval, realityCheckIntervals, realityCheckStore, setRealityCheckInterval } from './reality-check-store.ts';

/** Reality check interval among the market's (§3 Player protection by market), kept in this browser. */
function RealityCheckSetting() {
  const { t } = useTranslation();
  const { intervalMinutes } = useSnapshot(realityCheckStore);
  return (
    <Card>
      <h2>{t('profile.realityCheck.title')}</h2>
      <Muted>{t('profile.realityCheck.intro')}</Muted>
      <FilterForm onSubmit={(event) => event.preventDefault()} aria-label={t('profile.realityCheck.title')}>
        <label>
          {t('profile.realityCheck.interval')}
          <select
            name="reality_check"
            value={effectiveInterval(intervalMinutes)}
            onChange={(event) => {
              setRealityCheckInterval(Number(event.target.value));
              showToast({ type: 'success', messageKey: 'profile.limits.saved' });
            }}
          >
            {realityCheckIntervals.map((minutes) => (
              <option key={minutes} value={minutes}>
                {minutes === 0 ? t('profile.realityCheck.off') : t('profile.limits.minutes', { value: minutes })}
              </option>
            ))}
          </select>
        </label>
      </FilterForm>
    </Card>
  );
}

type LimitKinds = MarketConfig['protection']['limitKinds'];
type LimitKind = LimitKinds[number]['kind'];

/** Where each limit kind stands in the limits answer. */
const answerKeys = {
  deposit_day: 'depositDay',
  deposit_week: 'depositWeek',
  deposit_month: 'depositMonth',
  loss: 'loss',
  session_time: 'sessionTime',
} as const satisfies Record<LimitKind, keyof Omit<ResponsibleGamingLimits, 'currency'>>;

/**
 * The change form with only the kinds the market's pack offers, each labelled with the pack's name (§3 Player
 * protection by market: the UK calls only a gross limit a "deposit limit"). The hint that an empty field keeps its
 * limit goes under the last field shown, wherever the form's file put it.
 */
export function limitsFormFor(limitKinds: LimitKinds): FormConfig {
  const hintKey = limitsForm.fields.find((field) => field.hintKey)?.hintKey;
  const fields = limitKinds.flatMap(({ kind, nameKey }) => {
    const field = limitsForm.fields.find((candidate) => candidate.name === kind);
    if (!field) return [];
    const { hintKey: _ignored, ...rest } = field;
    return [{ ...rest, labelKey: nameKey }];
  });
  return { ...limitsForm, fields: fields.map((field, index) => (index === fields.length - 1 && hintKey ? { ...field, hintKey } : field)) };
}

/**
 * profile/limits: the limit kinds the market's pack offers (Tunisia: deposit limits per day, week and month, a loss
 * limit and a session-time limit), each under the pack's name. A decrease applies at once; an increase only after
 * 7 days, shown as pending with its date (§4). `limitKinds` is the served pack's unless a test gives another.
 */
export default function LimitsPage({ limitKinds = appConfig.market.protection.limitKinds }: { limitKinds?: LimitKinds }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const limits = useGetResponsibleGamingLimits();
  const update = useUpdateResponsibleGamingLimits({ mutation: { meta: { handlesErrors: true } } });
  const form = useMemo(() => limitsFormFor(limitKinds), [limitKinds]);
  const data = limits.data;
  const money = (value: string | null) => (value === null ? t('profile.limits.none') : formatMoney(value, data?.currency ?? ''));
  const minutes = (value: number | null) => (value === null ? t('profile.limits.none') : t('profile.limits.minutes', { value }));
  const rows = data
    ? limitKinds.map(({ kind, nameKey }) => ({
        key: answerKeys[kind],
        nameKey,
        limit: data[answerKeys[kind]] as MoneyLimit | TimeLimit,
        show: (kind === 'session_time' ? minutes : money) as (value: never) => string,
      }))
    : undefined;
  return (
    <ProfilePage titleKey="profile.limits.title">
      <Muted>{t('profile.limits.rule')}</Muted>
      {limits.isLoading ? (
        <Muted aria-busy="true">{t('profile.list.loading')}</Muted>
      ) : (
        <DataTable
          captionKey="profile.limits.current"
          rows={rows}
          rowKey={(row) => row.key}
          columns={[
            { key: 'kind', priority: 1, headerKey: 'profile.limits.kind', render: (row) => t(row.nameKey) },
            { key: 'current', priority: 2, headerKey: 'profile.limits.inForce', render: (row) => <span data-testid={`limit-${row.key}`}>{row.show(row.limit.current as never)}</span> },
            {
              key: 'pending', priority: 3,
              headerKey: 'profile.limits.pending',
              render: (row) =>
                row.limit.pendingFrom ? (
                  <span data-testid={`pending-${row.key}`}>{t('profile.limits.pendingFrom', { value: row.show(row.limit.pending as never), date: formatDateTime(row.limit.pendingFrom) })}</span>
                ) : (
                  '—'
                ),
            },
          ]}
        />
      )}
      <Card>
        <h2>{t('profile.limits.change')}</h2>
        <ConfigForm
          form={form}
          onSubmit={async (values: ResponsibleGamingLimitsUpdate) => {
            const body = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
            if (Object.keys(body).length === 0) return;
            try {
              const answer = await update.mutateAsync({ data: body });
              queryClient.setQueryData(getGetResponsibleGamingLimitsQueryKey(), answer);
              showToast({ type: 'success', messageKey: 'profile.limits.saved' });
            } catch (error) {
              handleSubmitError(error);
            }
          }}
        />
      </Card>
      <RealityCheckSetting />
    </ProfilePage>
  );
}
