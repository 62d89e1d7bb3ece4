import { ExchangeBonus } from './exchange-bonus-page.tsx';
import { ProfilePage } from './profile-ui.tsx';

/** profile/bonus (§2 Payments menu: bonus transfer, shown when transfer to bonus balance is enabled). */
export default function BonusTransferPage() {
  return (
    <ProfilePage titleKey="profile.bonusTransfer.title">
      <ExchangeBonus />
    </ProfilePage>
  );
}
