import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { cashierWithdrawForm } from '../../../config/forms/cashier-cashier-withdraw.ts';
import { transferForm } from '../../../config/forms/cashier-transfer.ts';
import { getGetUserQueryKey, useGetUser } from '../../api/accounts.ts';
import { useCashierWithdraw, useCreateTransfer } from '../../api/profile.ts';
import { formatMoney } from '../../i18n/format.ts';
import { showToast } from '../../stores/toasts.ts';
import { ConfigForm } from '../../engine/forms/config-form.tsx';
import { useIntentKey } from '../../api/intent-key.ts';
import { handleSubmitError } from '../../api/profile-errors.ts';
import { ProfilePage } from '../profile/index.ts';
import { Card, Muted, Notice } from '../../ui/panels.tsx';

/**
 * profile/cashier: the cashier withdrawal (§7: withdraw, currencies, parent; 'withdrawal success') for players
 * registered with a cashier, and a transfer to another account (§7: amount, currency, recipient_id).
 */
export default function CashierPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { data: user } = useGetUser();
  const withdraw = useCashierWithdraw({ mutation: { meta: { handlesErrors: true } } });
  const transfer = useCreateTransfer({ mutation: { meta: { handlesErrors: true } } });
  const withdrawIntent = useIntentKey();
  const transferIntent = useIntentKey();
  if (!user) {
    return (
      <ProfilePage titleKey="profile.cashier.title">
        <Muted aria-busy="true">{t('profile.list.loading')}</Muted>
      </ProfilePage>
    );
  }
  const refresh = () => queryClient.invalidateQueries({ queryKey: getGetUserQueryKey() });
  return (
    <ProfilePage titleKey="profile.cashier.title">
      <Muted>{t('profile.withdrawal.available', { amount: formatMoney(user.balance, user.currency) })}</Muted>
      <Card>
        <h2>{t('profile.cashier.withdrawTitle')}</h2>
        {user.parent === null || user.parent === undefined ? (
          <Notice tone="info">{t('profile.cashier.noCashier')}</Notice>
        ) : (
          <ConfigForm
            form={cashierWithdrawForm}
            onSubmit={async (values: { withdraw: string }) => {
              try {
                await withdraw.mutateAsync({
                  data: { withdraw: values.withdraw, currencies: user.currency, parent: Number(user.parent) },
                  headers: { 'Idempotency-Key': withdrawIntent.keyFor(values.withdraw) },
                });
                withdrawIntent.done();
                showToast({ type: 'success', messageKey: 'profile.cashier.withdrawalSuccess' });
                await refresh();
              } catch (error) {
                handleSubmitError(error);
              }
            }}
          />
        )}
      </Card>
      <Card>
        <h2>{t('profile.cashier.transferTitle')}</h2>
        <ConfigForm
          form={transferForm}
          onSubmit={async (values: { amount: string; recipient_id: number }) => {
            try {
              await transfer.mutateAsync({
                data: { amount: values.amount, currency: user.currency, recipient_id: values.recipient_id },
                headers: { 'Idempotency-Key': transferIntent.keyFor(`${values.amount}:${values.recipient_id}`) },
              });
              transferIntent.done();
              showToast({ type: 'success', messageKey: 'profile.cashier.transferSuccess' });
              await refresh();
            } catch (error) {
              handleSubmitError(error);
            }
          }}
        />
      </Card>
    </ProfilePage>
  );
}
