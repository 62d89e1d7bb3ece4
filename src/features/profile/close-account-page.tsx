import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { closeAccountForm } from '../../../config/forms/profile-close-account.ts';
import { useCloseAccount } from '../../api/profile.ts';
import { ConfigForm } from '../../engine/forms/config-form.tsx';
import { href } from '../../engine/hrefs.ts';
import { appConfig } from '../../engine/load-config.ts';
import { formatDateTime } from '../../i18n/format.ts';
import { showToast } from '../../stores/toasts.ts';
import { signOut } from '../auth/index.ts';
import { Card, Muted, Notice, ProfilePage } from './profile-ui.tsx';

type CloseValues = { password: string; reason: 'not-interested' | 'too-much-time' | 'bad-experience' | 'other'; confirm: true };

/**
 * profile/close-account (§4 account rules): the player closes their account with their password and a reason,
 * told before confirming the first moment it can be reopened (the terms' 7 days); then signed out everywhere.
 */
export default function CloseAccountPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const close = useCloseAccount({ mutation: { meta: { handlesErrors: true } } });
  const delayDays = appConfig.market.terms.selfExclusionDelayDays;
  // The date the server will set if the player confirms now (it answers the exact one).
  const reopening = formatDateTime(Date.now() + delayDays * 86_400_000);
  return (
    <ProfilePage titleKey="profile.closeAccount.title">
      <Card>
        <Muted>{t('profile.closeAccount.intro')}</Muted>
        <Notice tone="warn" data-testid="close-account-wait">
          {t('profile.closeAccount.wait', { days: delayDays, date: reopening })}
        </Notice>
        <ConfigForm<CloseValues>
          form={closeAccountForm}
          onSubmit={async (values) => {
            const answer = await close.mutateAsync({ data: { password: values.password, reason: values.reason } });
            showToast({ type: 'info', messageKey: 'profile.closeAccount.done', values: { date: formatDateTime(answer.reactivationFrom) } });
            await signOut();
            void navigate(href('auth-sign-in'), { replace: true });
          }}
        />
      </Card>
    </ProfilePage>
  );
}
