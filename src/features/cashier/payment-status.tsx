import { useTranslation } from 'react-i18next';
import { PaymentStatus } from '../../api/payments.ts';
import { Notice } from '../../ui/panels.tsx';

/** §4 payment status codes: 10 Started ... 45 Expired, localized; final ones in their tone. */
export const finalPaymentStatuses: readonly number[] = [PaymentStatus.ApprovalFailed, PaymentStatus.Success, PaymentStatus.Failed, PaymentStatus.Expired];

export function PaymentStatusNotice({ status }: { status: number }) {
  const { t } = useTranslation();
  const tone = status === PaymentStatus.Success ? 'success' : finalPaymentStatuses.includes(status) ? 'error' : 'info';
  return (
    <Notice tone={tone} role="status" data-testid="payment-status" data-status={status}>
      {t('profile.paymentStatus.label')} <strong>{t(`profile.paymentStatus.${status}`, { defaultValue: String(status) })}</strong>
    </Notice>
  );
}
