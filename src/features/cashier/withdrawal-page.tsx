import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { withdrawalForm, withdrawalRange } from '../../../config/forms/cashier-withdrawal.ts';
import { getGetUserQueryKey, useGetUser } from '../../api/accounts.ts';
import { getListPayoutsQueryKey, useCreatePayout, useListPayoutSystems, type PaymentItem } from '../../api/payments.ts';
import { href } from '../../engine/hrefs.ts';
import { appConfig } from '../../engine/load-config.ts';
import { fromMinorUnits } from '../../domain/money.ts';
import { formatMoney } from '../../i18n/format.ts';
import { ConfigForm } from '../../engine/forms/config-form.tsx';
import { useIntentKey } from '../../api/intent-key.ts';
import { handleSubmitError } from '../../api/profile-errors.ts';
import { ProfilePage } from '../profile/index.ts';
import { Card, Muted, Notice } from '../../ui/panels.tsx';
import { PaymentStatusNotice } from './payment-status.tsx';
import { paymentSystemDescription } from './payment-systems.tsx';

/**
 * withdrawal/{payoutSystem} (§2): amount from 10 TND up to the system's maximum and the balance; above 3 000
 * TND approved documents are needed (documents_not_approved), and a verified e-mail (email_not_verified).
 * The payout then waits for manual approval and shows as pending.
 */
export default function WithdrawalPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { payoutSystem = '' } = useParams();
  const { data: user } = useGetUser();
  const systems = useListPayoutSystems();
  const system = systems.data?.find((candidate) => candidate.slug === payoutSystem);
  const create = useCreatePayout({ mutation: { meta: { handlesErrors: true } } });
  const intent = useIntentKey();
  const [created, setCreated] = useState<PaymentItem | null>(null);
  const range = useMemo(() => (system && user ? withdrawalRange(system, user.balance, appConfig.market.limits) : null), [system, user]);
  const form = useMemo(() => (range ? withdrawalForm(range) : null), [range]);
  const currency = appConfig.market.currency;
  const minor = (value: number) => formatMoney(fromMinorUnits(value), currency);

  return (
    <ProfilePage titleKey="profile.withdrawal.title">
      <p>
        <Link to={href('profile-withdraw')}>{t('profile.withdrawal.otherSystems')}</Link>
      </p>
      {created && (
        <>
          <PaymentStatusNotice status={created.status} />
          <Muted>{t('profile.withdrawal.pendingNote')}</Muted>
        </>
      )}
      {systems.isLoading || !user ? (
        <Muted aria-busy="true">{t('profile.list.loading')}</Muted>
      ) : !system ? (
        <Notice tone="error" role="alert">
          {t('profile.deposit.unknownSystem')}
        </Notice>
      ) : system.isTemporaryDisabled ? (
        <Notice tone="warn">{t('profile.cashier.disabled')}</Notice>
      ) : (
        form &&
        range && (
          <Card>
            <h2>{system.name}</h2>
            <Muted>{paymentSystemDescription(t, system, 'payout')}</Muted>
            <Muted>{t('profile.withdrawal.available', { amount: formatMoney(user.balance, user.currency) })}</Muted>
            {range.maxMinor < range.minMinor ? (
              <Notice tone="warn">{t('profile.withdrawal.notEnough', { min: minor(range.minMinor) })}</Notice>
            ) : (
              <Muted>{t('profile.cashier.range', { min: minor(range.minMinor), max: minor(range.maxMinor) })}</Muted>
            )}
            <Muted>{t('profile.withdrawal.documentsNote', { amount: formatMoney(appConfig.market.limits.withdrawalExtraVerificationAbove, currency) })}</Muted>
            <ConfigForm
              form={form}
              onSubmit={async (values: { amount: string; account: string }) => {
                try {
                  const payout = await create.mutateAsync({
                    data: { amount: values.amount, payment_system: system.slug, currency, account: values.account },
                    headers: { 'Idempotency-Key': intent.keyFor(`${system.slug}:${values.amount}:${values.account}`) },
                  });
                  intent.done();
                  setCreated(payout);
                  await Promise.all([queryClient.invalidateQueries({ queryKey: getGetUserQueryKey() }), queryClient.invalidateQueries({ queryKey: getListPayoutsQueryKey() })]);
                } catch (error) {
                  handleSubmitError(error);
                }
              }}
            />
          </Card>
        )
      )}
    </ProfilePage>
  );
}
