import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { promocodeForm } from '../../../config/forms/profile-promocode.ts';
import { referralSiteForm } from '../../../config/forms/profile-referral-site.ts';
import { getListReferralSitesQueryKey, useActivateReferralCode, useCreateReferralSite, useDeleteReferralSite, useListReferralSites } from '../../api/profile.ts';
import { showToast } from '../../stores/toasts.ts';
import { ConfigForm } from '../../engine/forms/config-form.tsx';
import { Button } from '../../ui/primitives/button.tsx';
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
      <ReferralSites />
    </ProfilePage>
  );
}

/** §5 Referral site: the sites the player promotes their code on; a blank or invalid entry is named under its input (§8). */
function ReferralSites() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const sites = useListReferralSites();
  const create = useCreateReferralSite({ mutation: { meta: { handlesErrors: true } } });
  const remove = useDeleteReferralSite();
  const refresh = () => queryClient.invalidateQueries({ queryKey: getListReferralSitesQueryKey() });
  return (
    <Card>
      <h2>{t('profile.referralSites.title')}</h2>
      <Muted>{t('profile.referralSites.intro')}</Muted>
      {sites.data && sites.data.length === 0 && <Muted>{t('profile.referralSites.empty')}</Muted>}
      {sites.data && sites.data.length > 0 && (
        <ul aria-label={t('profile.referralSites.caption')} data-testid="referral-sites" style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 8 }}>
          {sites.data.map((site) => (
            <li key={site.id} style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8, justifyContent: 'space-between' }}>
              <span style={{ minInlineSize: 0, overflowWrap: 'anywhere' }}>
                <strong dir="auto">{site.name}</strong> <span dir="ltr">{site.link}</span>
              </span>
              <Button
                variant="secondary"
                type="button"
                disabled={remove.isPending}
                onClick={async () => {
                  await remove.mutateAsync({ id: site.id });
                  await refresh();
                  showToast({ type: 'success', messageKey: 'profile.referralSites.removed' });
                }}
              >
                {t('profile.referralSites.remove', { name: site.name })}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <ConfigForm
        form={referralSiteForm}
        onSubmit={async (values: { name: string; link: string }) => {
          await create.mutateAsync({ data: values });
          await refresh();
          showToast({ type: 'success', messageKey: 'profile.referralSites.added' });
        }}
      />
    </Card>
  );
}
