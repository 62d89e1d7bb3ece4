import { useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { appConfig } from '../../engine/load-config.ts';
import { useTranslation } from 'react-i18next';
import { exchangeBonusForm } from '../../../config/forms/profile-exchange-bonus.ts';
import { getGetUserQueryKey, useGetSettings, useGetUser } from '../../api/accounts.ts';
import { useExchangeBonusBalance } from '../../api/bonus.ts';
import { formatMoney } from '../../i18n/format.ts';
import { showToast } from '../../stores/toasts.ts';
import { ConfigForm } from '../../engine/forms/config-form.tsx';
import { useIntentKey } from '../../api/intent-key.ts';
import { handleSubmitError } from '../../api/profile-errors.ts';
import { Card, Muted, Notice, ProfilePage } from './profile-ui.tsx';
import { compareDecimals } from '../../domain/money.ts';

/**
 * profile/exchange-bonus-balance and profile/bonus (§5 Bonus exchange): possible only while the real balance is
 * below the settings' threshold; the amount must be above 3 TND; 'balance converted'.
 */
export function ExchangeBonus() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { data: user } = useGetUser();
  const { data: settings } = useGetSettings();
  const exchange = useExchangeBonusBalance({ mutation: { meta: { handlesErrors: true } } });
  const intent = useIntentKey();
  const exchangeForm = useMemo(() => exchangeBonusForm(appConfig.market.limits), []);
  if (!user || !settings) return <Muted aria-busy="true">{t('profile.list.loading')}</Muted>;
  const threshold = settings.bonuses.transferBonusBalanceToBalanceMinBalance;
  // §9 Rounding: the balance is floored to 2 decimals before it is compared with the threshold.
  const balanceLow = compareDecimals(user.balance, threshold) < 0;
  return (
    <Card>
      <dl>
        <dt>{t('profile.balance.real')}</dt>
        <dd>{formatMoney(user.balance, user.currency)}</dd>
        <dt>{t('profile.balance.bonus')}</dt>
        <dd data-testid="bonus-balance">{formatMoney(user.bonusBalance, user.currency)}</dd>
      </dl>
      {!settings.bonuses.transferBonusBalanceToBalanceOn ? (
        <Notice tone="warn">{t('profile.exchange.off')}</Notice>
      ) : (
        <>
          <Muted>{t('profile.exchange.rule', { threshold: formatMoney(threshold, user.currency) })}</Muted>
          {!balanceLow && (
            <Notice tone="warn" role="status">
              {t('profile.errors.balance_not_low_enough')}
            </Notice>
          )}
          <ConfigForm
            form={exchangeForm}
            onSubmit={async (values: { amount: string }) => {
              try {
                await exchange.mutateAsync({ data: values, headers: { 'Idempotency-Key': intent.keyFor(values.amount) } });
              } catch (error) {
                handleSubmitError(error);
                return;
              }
              intent.done();
              await queryClient.invalidateQueries({ queryKey: getGetUserQueryKey() });
              showToast({ type: 'success', messageKey: 'profile.exchange.converted' });
            }}
          />
        </>
      )}
    </Card>
  );
}

export default function ExchangeBonusPage() {
  return (
    <ProfilePage titleKey="profile.exchange.title">
      <ExchangeBonus />
    </ProfilePage>
  );
}
