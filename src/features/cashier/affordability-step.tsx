import { useQueryClient } from '@tanstack/react-query';
import styled from '@emotion/styled';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AffordabilityAnswerMonthlyIncome, getGetAffordabilityCheckQueryKey, useAnswerAffordabilityCheck, useGetAffordabilityCheck } from '../../api/profile.ts';
import { handleSubmitError } from '../../api/profile-errors.ts';
import { appConfig } from '../../engine/load-config.ts';
import { formatMoney } from '../../i18n/format.ts';
import { Card, Muted } from '../../ui/panels.tsx';
import { StepSubmit } from './step-submit.tsx';

const Fields = styled.fieldset(({ theme }) => ({ border: 0, padding: 0, margin: 0, display: 'flex', flexDirection: 'column', gap: theme.space[2] }));
const incomeBands = Object.values(AffordabilityAnswerMonthlyIncome);

/**
 * §3 Player protection by market: whether an affordability check waits for the player's answer (net deposits passed
 * the pack's threshold). false where the pack has no thresholds; undefined while it loads.
 */
export function useAffordabilityCheckOpen(): boolean | undefined {
  const checked = appConfig.market.protection.netDepositChecks.length > 0;
  const check = useGetAffordabilityCheck({ query: { enabled: checked } });
  if (!checked) return false;
  if (!check.data) return undefined;
  return check.data.open;
}

/** The affordability check: the player's income band and whether these deposits are affordable; then the deposit form. */
export function AffordabilityStep() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const check = useGetAffordabilityCheck();
  const answer = useAnswerAffordabilityCheck({ mutation: { meta: { handlesErrors: true } } });
  const [income, setIncome] = useState('');
  const [affordable, setAffordable] = useState<'yes' | 'no' | ''>('');
  const [missing, setMissing] = useState(false);
  const titleId = useId();
  const errorId = useId();
  const data = check.data;
  if (!data?.open || !data.netDeposits || !data.threshold) return null;
  return (
    <Card as="section" aria-labelledby={titleId} data-testid="affordability-step">
      <h2 id={titleId}>{t('profile.affordability.title')}</h2>
      <Muted>{t('profile.affordability.intro', { net: formatMoney(data.netDeposits, data.currency), days: data.windowDays, threshold: formatMoney(data.threshold, data.currency) })}</Muted>
      <form
        noValidate
        onSubmit={async (event) => {
          event.preventDefault();
          if (!income || !affordable) {
            setMissing(true);
            return;
          }
          setMissing(false);
          try {
            await answer.mutateAsync({ data: { monthly_income: income as AffordabilityAnswerMonthlyIncome, affordable: affordable === 'yes' } });
            await queryClient.invalidateQueries({ queryKey: getGetAffordabilityCheckQueryKey() });
          } catch (error) {
            handleSubmitError(error);
          }
        }}
      >
        <Fields>
          <label>
            {t('profile.affordability.income', { currency: appConfig.market.currency })}
            <select name="monthly_income" value={income} onChange={(event) => setIncome(event.target.value)} aria-describedby={missing ? errorId : undefined}>
              <option value="">{t('profile.affordability.choose')}</option>
              {incomeBands.map((band) => (
                <option key={band} value={band}>
                  {t(`profile.affordability.bands.${band}`)}
                </option>
              ))}
            </select>
          </label>
          <label>
            {t('profile.affordability.affordable')}
            <select name="affordable" value={affordable} onChange={(event) => setAffordable(event.target.value as 'yes' | 'no' | '')} aria-describedby={missing ? errorId : undefined}>
              <option value="">{t('profile.affordability.choose')}</option>
              <option value="yes">{t('profile.affordability.yes')}</option>
              <option value="no">{t('profile.affordability.no')}</option>
            </select>
          </label>
        </Fields>
        <StepSubmit errorId={errorId} error={missing ? t('profile.affordability.missing') : null} pending={answer.isPending} label={t('profile.affordability.submit')} testId="affordability-submit" />
      </form>
    </Card>
  );
}
