import { useTranslation } from 'react-i18next';
import { Notice } from '../profile/profile-ui.tsx';

/** §4 payment status codes: 10 Started ... 45 Expired, localized; final ones in their tone. */
export const finalPaymentStatuses: readonly number[] = [22, 30, 40, 45];

export function PaymentStatusNotice({ status }: { status: number }) {
  const { t } = useTranslation();
  const tone = status === 30 ? 'success' : status === 22 || status === 40 || status === 45 ? 'error' : 'info';
  return (
    <Notice tone={tone} role="status" data-testid="payment-status" data-status={status}>
      {t('profile.paymentStatus.label')} <strong>{t(`profile.paymentStatus.${status}`, { defaultValue: String(status) })}</strong>
    </Notice>
  );
}
