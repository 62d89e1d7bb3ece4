import { useTranslation } from 'react-i18next';
import { promocodeForm } from '../../../config/forms/profile-promocode.ts';
import { useActivateReferralCode } from '../../api/profile.ts';
import { showToast } from '../../stores/toasts.ts';
import { ConfigForm } from '../../engine/forms/config-form.tsx';
import { Card, Muted, ProfilePage } from './profile-ui.tsx';

/** profile/promocode (§7 referral activate; §8 referral_code_not_found, referral_code_already_activated). */
export default function PromocodePage() {
  const { t } = useTranslation();
  const activate = useActivateReferralCode({ mutation: { meta: { handlesErrors: true } } });
  return (
    <ProfilePage titleKey="profile.promocode.title">
      <Card>
        <Muted>{t('profile.promocode.intro')}</Muted>
        <ConfigForm
          form={promocodeForm}
          onSubmit={async (values: { code: string }) => {
            await activate.mutateAsync({ data: values });
            showToast({ type: 'success', messageKey: 'profile.promocode.activated' });
          }}
        />
      </Card>
    </ProfilePage>
  );
}
