import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useListDepositSystems } from '../../api/payments.ts';
import { ProfilePage } from '../profile/index.ts';
import { Muted } from '../../ui/panels.tsx';
import { rememberDepositOrigin } from './deposit-origin.ts';
import { PaymentHistory } from './payment-history.tsx';
import { PaymentSystemList } from './payment-systems.tsx';

/** profile/replenishment: the deposit systems (deposit/{paymentSystem}) and the online payment history. */
export default function ReplenishmentPage() {
  const { t } = useTranslation();
  const systems = useListDepositSystems();
  // §2 Player journey: the page the player came from, for "back to where I was" after the deposit.
  useEffect(() => rememberDepositOrigin(), []);
  return (
    <ProfilePage titleKey="profile.replenishment.title">
      <Muted>{t('profile.replenishment.intro')}</Muted>
      <PaymentSystemList systems={systems.data} route="deposit" param="paymentSystem" />
      <PaymentHistory initialType="deposit" />
    </ProfilePage>
  );
}
