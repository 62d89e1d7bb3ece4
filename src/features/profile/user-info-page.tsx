import { useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { changeEmailForm } from '../../../config/forms/profile-change-email.ts';
import { userInfoForm } from '../../../config/forms/profile-user-info.ts';
import { getGetUserQueryKey, useGetUser, useUpdateUser } from '../../api/accounts.ts';
import { getGetUserInfoQueryKey, useGetUserInfo, useUpdateUserInfo, type UserInfoUpdate } from '../../api/profile.ts';
import { showToast } from '../../stores/toasts.ts';
import { ConfigForm } from '../../engine/forms/config-form.tsx';
import { Card, Muted, ProfilePage } from './profile-ui.tsx';

/** profile/user-info (§3 User info update): 'info updated' on success; and the e-mail address (§5 Account changes that ask for the password). */
export default function UserInfoPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const info = useGetUserInfo();
  const update = useUpdateUserInfo({ mutation: { meta: { handlesErrors: true } } });
  const defaults = useMemo(
    () =>
      info.data
        ? {
            first_name: info.data.first_name,
            last_name: info.data.last_name,
            date_of_birth: info.data.date_of_birth ?? '',
            mobile_number: info.data.mobile_number,
            postal_code: info.data.postal_code,
            street_address: info.data.street_address,
            country: info.data.country,
            city: info.data.city,
          }
        : undefined,
    [info.data],
  );
  return (
    <ProfilePage titleKey="profile.userInfo.title">
      <Card>
        {!defaults ? (
          <Muted aria-busy="true">{t('profile.list.loading')}</Muted>
        ) : (
          <ConfigForm
            form={userInfoForm}
            defaultValues={defaults}
            onSubmit={async (values: UserInfoUpdate) => {
              const answer = await update.mutateAsync({ data: values });
              queryClient.setQueryData(getGetUserInfoQueryKey(), answer);
              await queryClient.invalidateQueries({ queryKey: getGetUserQueryKey() });
              showToast({ type: 'success', messageKey: 'profile.userInfo.updated' });
            }}
          />
        )}
      </Card>
      <ChangeEmail />
    </ProfilePage>
  );
}

/**
 * §5 Account changes that ask for the password: the e-mail address changes only with the current password (a wrong one shows incorrect_password under
 * its input, §5 field errors); the new address must be confirmed and the old one gets a link to undo the change.
 */
function ChangeEmail() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { data: user } = useGetUser();
  const change = useUpdateUser({ mutation: { meta: { handlesErrors: true } } });
  return (
    <Card>
      <h2>{t('profile.email.title')}</h2>
      {user && <p>{t('profile.email.current', { email: user.email })}</p>}
      <Muted>{t('profile.email.intro')}</Muted>
      <ConfigForm
        form={changeEmailForm}
        onSubmit={async (values: { email: string; current_password: string }) => {
          const answer = await change.mutateAsync({ data: { email: values.email, current_password: values.current_password } });
          queryClient.setQueryData(getGetUserQueryKey(), answer);
          showToast({ type: 'success', messageKey: 'profile.email.changed', values: { email: answer.email } });
        }}
      />
    </Card>
  );
}
