import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { OddsFormat, getGetOddsFormatQueryKey, useGetOddsFormat, useUpdateOddsFormat, type OddsFormatValue } from '../../api/profile.ts';
import { showToast } from '../../stores/toasts.ts';
import { toastProfileError } from '../../api/profile-errors.ts';
import { Card, Muted, ProfilePage } from './profile-ui.tsx';

/** profile/bookmakers-settings (non-desktop, §2/§6): the odds format of §3, kept per player. */
export default function BookmakersSettingsPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const current = useGetOddsFormat();
  const update = useUpdateOddsFormat({ mutation: { meta: { handlesErrors: true } } });
  const choose = async (value: OddsFormatValue) => {
    try {
      const answer = await update.mutateAsync({ data: { odds_format: value } });
      queryClient.setQueryData(getGetOddsFormatQueryKey(), answer);
      showToast({ type: 'success', messageKey: 'profile.bookmakers.saved' });
    } catch (error) {
      toastProfileError(error);
    }
  };
  return (
    <ProfilePage titleKey="profile.bookmakers.title">
      <Card>
        {!current.data ? (
          <Muted aria-busy="true">{t('profile.list.loading')}</Muted>
        ) : (
          <fieldset style={{ border: 0, padding: 0, margin: 0, display: 'flex', flexDirection: 'column', gap: 8 }}>
            <legend>{t('profile.bookmakers.oddsFormat')}</legend>
            {Object.entries(OddsFormat).map(([name, value]) => (
              <label key={name} style={{ display: 'flex', gap: 8, alignItems: 'center', minBlockSize: 32 }}>
                <input type="radio" name="odds_format" checked={current.data.oddsFormat === value} disabled={update.isPending} onChange={() => void choose(value)} />
                {t(`profile.bookmakers.formats.${name}`)}
              </label>
            ))}
          </fieldset>
        )}
      </Card>
    </ProfilePage>
  );
}
