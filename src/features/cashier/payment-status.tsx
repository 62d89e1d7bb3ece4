import { useTranslation } from 'react-i18next';
import { PaymentStatus } from '../../api/payments.ts';
import { Notice } from '../../ui/panels.tsx';

/** §4 payment status codes: 10 Started ... 45 Expired, localized; final ones in their tone. */
export const finalPaymentStatuses: readonly number[] = [PaymentStatus.ApprovalFailed, PaymentStatus.Success, PaymentStatus.Failed, PaymentStatus.Expired];

/**
 * A payment's status as the player reads it: §4 has no code for a cancelled payout (it ends in 40 like a refused
 * one), so the sandbox's cancelled flag names it "Cancelled" instead of "Failed".
 */
export function paymentStatusText(t: (key: string, options: { defaultValue: string }) => string, payment: { status: number; cancelled?: boolean }): string {
  return payment.cancelled ? t('profile.paymentStatus.cancelled', { defaultValue: 'Cancelled' }) : t(`profile.paymentStatus.${payment.status}`, { defaultValue: String(payment.status) });
}

export function PaymentStatusNotice({ status }: { status: number }) {
  const { t } = useTranslation();
  const tone = status === PaymentStatus.Success ? 'success' : finalPaymentStatuses.includes(status) ? 'error' : 'info';
  return (
    <Notice tone={tone} role="status" data-testid="payment-status" data-status={status}>
      {t('profile.paymentStatus.label')} <strong>{t(`profile.paymentStatus.${status}`, { defaultValue: String(status) })}</strong>
    </Notice>
  );
}
