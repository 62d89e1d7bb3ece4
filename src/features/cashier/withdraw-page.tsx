import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getGetUserQueryKey } from '../../api/accounts.ts';
import { getListPayoutsQueryKey, useCancelPayout, useListPayoutSystems, useListPayouts } from '../../api/payments.ts';
import { formatDateTime, formatMoney } from '../../i18n/format.ts';
import { showToast } from '../../stores/toasts.ts';
import { toastProfileError } from '../../api/profile-errors.ts';
import { ProfilePage } from '../profile/index.ts';
import { DataTable } from '../../ui/lists.tsx';
import { Muted } from '../../ui/panels.tsx';
import { Button } from '../../ui/primitives/button.tsx';
import { finalPaymentStatuses, paymentStatusText } from './payment-status.tsx';
import { PaymentSystemList, usePaymentSystemName } from './payment-systems.tsx';

/** profile/withdraw: the payout systems (withdrawal/{payoutSystem}) and the player's payouts, pending ones cancellable. */
export default function WithdrawPage() {
  const { t } = useTranslation();
  const systemName = usePaymentSystemName();
  const queryClient = useQueryClient();
  const systems = useListPayoutSystems();
  const payouts = useListPayouts({ page_size: 20 });
  const cancel = useCancelPayout({ mutation: { meta: { handlesErrors: true } } });
  const cancelPayout = async (id: number) => {
    try {
      await cancel.mutateAsync({ id, data: {} });
      showToast({ type: 'success', messageKey: 'profile.withdraw.cancelled' });
      await Promise.all([queryClient.invalidateQueries({ queryKey: getListPayoutsQueryKey() }), queryClient.invalidateQueries({ queryKey: getGetUserQueryKey() })]);
    } catch (error) {
      toastProfileError(error);
    }
  };
  return (
    <ProfilePage titleKey="profile.withdraw.title">
      <Muted>{t('profile.withdraw.intro')}</Muted>
      <PaymentSystemList systems={systems.data} route="withdrawal" param="payoutSystem" />
      <h2>{t('profile.withdraw.payouts')}</h2>
      <DataTable
        captionKey="profile.withdraw.payouts"
        loading={payouts.isLoading}
        rows={payouts.data?.results}
        rowKey={(row) => row.id}
        columns={[
          { key: 'date', headerKey: 'profile.columns.date', render: (row) => formatDateTime(row.createdAt) },
          { key: 'system', headerKey: 'profile.columns.system', render: (row) => systemName(row.paymentSystem) },
          { key: 'amount', priority: 1, headerKey: 'profile.columns.amount', render: (row) => formatMoney(row.amount, row.amountCurrency) },
          { key: 'status', priority: 2, headerKey: 'profile.columns.status', render: (row) => <span data-testid="payout-status">{paymentStatusText(t, row)}</span> },
          {
            key: 'action', priority: 3,
            headerKey: 'profile.columns.action',
            render: (row) =>
              finalPaymentStatuses.includes(row.status) ? (
                '—'
              ) : (
                <Button variant="secondary" type="button" disabled={cancel.isPending} onClick={() => void cancelPayout(row.id)}>
                  {t('profile.withdraw.cancel')}
                </Button>
              ),
          },
        ]}
      />
    </ProfilePage>
  );
}
