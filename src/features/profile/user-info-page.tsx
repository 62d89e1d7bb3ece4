import { useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { changeEmailForm } from '../../../config/forms/profile-change-email.ts';
import { userInfoForm } from '../../../config/forms/profile-user-info.ts';
import { getGetUserQueryKey, useGetUser, useUpdateUser } from '../../api/accounts.ts';
import { getGetUserInfoQueryKey, useGetUserInfo, useUpdateUserInfo, type UserInfoUpdate } from '../../api/profile.ts';
import { formatDate } from '../../i18n/format.ts';
import { showToast } from '../../stores/toasts.ts';
import { ConfigForm } from '../../engine/forms/config-form.tsx';
import { Card, Muted, ProfilePage } from './profile-ui.tsx';

/** The fields of the form, as the page fills them from the stored details (an absent date is the empty field). */
const infoFields = [
  'first_name',
  'middle_name',
  'last_name',
  'gender',
  'date_of_birth',
  'mobile_number',
  'contact_language',
  'country',
  'city',
  'street_address',
  'house_number',
  'postal_code',
  'registration_address',
  'document_series',
  'document_number',
] as const;

type InfoValues = Record<(typeof infoFields)[number], string>;

/**
 * §7 PATCH user info: only what the player changed is sent, so a field another device changed meanwhile is not
 * overwritten with this page's older copy. An emptied date is sent as null (it clears the date).
 */
export function changedInfo(values: UserInfoUpdate, initial: InfoValues): UserInfoUpdate {
  const changes: Record<string, unknown> = {};
  for (const name of infoFields) {
    const value = values[name];
    if (value === undefined) continue;
    if ((value ?? '') !== initial[name]) changes[name] = value;
  }
  return changes as UserInfoUpdate;
}

/**
 * profile/user-info (§3 User info update): what the player cannot change shown read-only, the personal details
 * with a message per field (§5), only the changed fields sent and 'info updated' on success (§7); and the e-mail
 * address (§5 Account changes that ask for the password).
 */
export default function UserInfoPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const info = useGetUserInfo();
  const { data: user } = useGetUser();
  const update = useUpdateUserInfo({ mutation: { meta: { handlesErrors: true } } });
  const defaults = useMemo<InfoValues | undefined>(
    () => (info.data ? (Object.fromEntries(infoFields.map((name) => [name, info.data[name] ?? ''])) as InfoValues) : undefined),
    [info.data],
  );
  return (
    <ProfilePage titleKey="profile.userInfo.title">
      {user && (
        <Card>
          <h2>{t('profile.userInfo.account')}</h2>
          <dl data-testid="user-info-read-only">
            <dt>{t('profile.userInfo.login')}</dt>
            <dd dir="auto">{user.username}</dd>
            <dt>{t('profile.userInfo.email')}</dt>
            <dd dir="auto">{user.email}</dd>
            <dt>{t('profile.userInfo.currency')}</dt>
            <dd>{user.currency}</dd>
            <dt>{t('profile.userInfo.dateJoined')}</dt>
            <dd>{formatDate(user.dateJoined)}</dd>
            <dt>{t('profile.userInfo.phone')}</dt>
            <dd dir="ltr">{info.data?.mobile_number || '—'}</dd>
          </dl>
        </Card>
      )}
      <Card>
        {!defaults ? (
          <Muted aria-busy="true">{t('profile.list.loading')}</Muted>
        ) : (
          <ConfigForm<UserInfoUpdate>
            form={userInfoForm}
            // The stored details as the inputs hold them: strings, an empty choice for an unset gender.
            defaultValues={defaults as UserInfoUpdate}
            onSubmit={async (values) => {
              const changes = changedInfo(values, defaults);
              if (Object.keys(changes).length === 0) {
                showToast({ type: 'info', messageKey: 'profile.userInfo.unchanged' });
                return;
              }
              const answer = await update.mutateAsync({ data: changes });
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
