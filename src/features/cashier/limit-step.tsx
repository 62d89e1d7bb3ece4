import { useQueryClient } from '@tanstack/react-query';
import styled from '@emotion/styled';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { depositLimitPresetsMinor } from '../../../config/forms/cashier-deposit.ts';
import { getGetResponsibleGamingLimitsQueryKey, useGetResponsibleGamingLimits, useUpdateResponsibleGamingLimits, type ResponsibleGamingLimitsUpdate } from '../../api/profile.ts';
import { handleSubmitError } from '../../api/profile-errors.ts';
import { appConfig } from '../../engine/load-config.ts';
import { fromMinorUnits, parseAmount } from '../../domain/money.ts';
import { formatMoney } from '../../i18n/format.ts';
import { ToggleChip } from '../../ui/primitives/chip.tsx';
import { Card, Muted } from '../../ui/panels.tsx';
import { StepSubmit } from './step-submit.tsx';

const Row = styled.div(({ theme }) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space[2] }));
const Field = styled.label(({ theme }) => ({ display: 'flex', flexDirection: 'column', gap: theme.space[1], input: { fontSize: 16, padding: theme.space[2], inlineSize: '12em', maxInlineSize: '100%' } }));

type DepositKind = 'deposit_day' | 'deposit_week' | 'deposit_month';
const depositKinds: readonly DepositKind[] = ['deposit_month', 'deposit_week', 'deposit_day'];

/** The deposit limit the step sets: the longest the market's pack offers (month, else week, else day), with its name. */
function stepLimit() {
  const offered = appConfig.market.protection.limitKinds;
  const entry = depositKinds.map((kind) => offered.find((candidate) => candidate.kind === kind)).find((candidate) => candidate !== undefined);
  return entry ? { kind: entry.kind as DepositKind, nameKey: entry.nameKey } : null;
}

/**
 * §3 Player protection by market: whether the deposit page must first ask for a deposit limit: the pack requires one
 * before the first deposit or before play, and the player has none in force. undefined while the limits load.
 */
export function useLimitStepNeeded(): boolean | undefined {
  const required = appConfig.market.protection.limitRequired.before !== 'none';
  const limits = useGetResponsibleGamingLimits({ query: { enabled: required } });
  if (!required) return false;
  if (!limits.data) return undefined;
  return [limits.data.depositDay, limits.data.depositWeek, limits.data.depositMonth].every((limit) => limit.current === null);
}

/**
 * The limit step before the first deposit: the player types the limit (free text; suggested amounts only where the
 * pack allows presets). Once it is saved, the deposit form shows (the limits query is refreshed).
 */
export function LimitStep() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const update = useUpdateResponsibleGamingLimits({ mutation: { meta: { handlesErrors: true } } });
  const { limitRequired } = appConfig.market.protection;
  const currency = appConfig.market.currency;
  const limit = stepLimit();
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState(false);
  const titleId = useId();
  const errorId = useId();
  if (!limit) return null;
  const name = t(limit.nameKey);

  const submit = async (typed: string) => {
    const parsed = parseAmount(typed.trim(), { decimalComma: true });
    if (!parsed.ok || parsed.minor <= 0) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    try {
      await update.mutateAsync({ data: { [limit.kind]: fromMinorUnits(parsed.minor) } as ResponsibleGamingLimitsUpdate });
      await queryClient.invalidateQueries({ queryKey: getGetResponsibleGamingLimitsQueryKey() });
    } catch (error) {
      handleSubmitError(error);
    }
  };

  return (
    <Card as="section" aria-labelledby={titleId} data-testid="limit-step">
      <h2 id={titleId}>{t('profile.limitStep.title')}</h2>
      <Muted>{t(limitRequired.before === 'play' ? 'profile.limitStep.introPlay' : 'profile.limitStep.intro')}</Muted>
      {limitRequired.presets && (
        <Row role="group" aria-label={t('profile.limitStep.presets')} data-testid="limit-step-presets">
          {depositLimitPresetsMinor.map((minor) => (
            <ToggleChip key={minor} pressed={text === fromMinorUnits(minor)} onClick={() => setText(fromMinorUnits(minor))}>
              {formatMoney(fromMinorUnits(minor), currency)}
            </ToggleChip>
          ))}
        </Row>
      )}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit(text);
        }}
      >
        <Row>
          <Field>
            {t('profile.limitStep.amount', { name, currency })}
            <input
              name={limit.kind}
              inputMode="decimal"
              autoComplete="off"
              lang={i18n.language}
              value={text}
              aria-invalid={invalid || undefined}
              aria-describedby={invalid ? errorId : undefined}
              data-testid="limit-step-amount"
              onChange={(event) => setText(event.target.value)}
            />
          </Field>
        </Row>
        <StepSubmit errorId={errorId} error={invalid ? t('profile.limitStep.invalid') : null} pending={update.isPending} label={t('profile.limitStep.submit')} testId="limit-step-submit" />
      </form>
    </Card>
  );
}
