import { changePasswordForm } from '../../../config/forms/profile-change-password.ts';
import { useChangePassword } from '../../api/profile.ts';
import { showToast } from '../../stores/toasts.ts';
import { ConfigForm } from '../../engine/forms/config-form.tsx';
import { Card, ProfilePage } from './profile-ui.tsx';

/** profile/change-password (§3, §5): repeat checked locally, rules shown, incorrect_old_password under its input. */
export default function ChangePasswordPage() {
  const change = useChangePassword({ mutation: { meta: { handlesErrors: true } } });
  return (
    <ProfilePage titleKey="profile.password.title">
      <Card>
        <ConfigForm
          form={changePasswordForm}
          onSubmit={async (values: { old_password: string; new_password: string; repeat_password: string }) => {
            await change.mutateAsync({ data: { old_password: values.old_password, new_password: values.new_password } });
            showToast({ type: 'success', messageKey: 'profile.password.changed' });
          }}
        />
      </Card>
    </ProfilePage>
  );
}
