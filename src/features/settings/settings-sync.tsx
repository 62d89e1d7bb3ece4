import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import appConfig from '../../../config/app.ts';
import { getGetSettingsQueryKey, useGetProfile, useGetSettings } from '../../api/accounts.ts';
import { flattenSettingsFlags, setSettingsFlags } from '../../engine/settings-flags.ts';
import { onLanguageChanged } from '../../i18n/index.ts';
import { useIsAuth } from '../../stores/auth.ts';
import { settingsStore } from '../../stores/settings.ts';

/**
 * Keeps site settings fresh (§7: reload every 10 minutes and on language change) and feeds the menu
 * predicates (settings flags such as bonuses.transferBonusBalanceToBalanceOn). Also runs the profile fetch on
 * app load and every 180 s while signed in (§4, §9). Renders nothing.
 */
export function SettingsSync() {
  const queryClient = useQueryClient();
  const isAuth = useIsAuth();
  const settings = useGetSettings({
    query: { refetchInterval: appConfig.settingsReloadMs, staleTime: appConfig.settingsReloadMs, refetchOnWindowFocus: false },
  });
  useGetProfile({ query: { enabled: isAuth, refetchInterval: isAuth ? appConfig.appLoadRefreshMs : false, refetchIntervalInBackground: false } });

  useEffect(() => {
    if (!settings.data) return;
    setSettingsFlags(flattenSettingsFlags(settings.data));
    settingsStore.lastLoadedAt = settings.dataUpdatedAt;
  }, [settings.data, settings.dataUpdatedAt]);

  useEffect(
    () =>
      onLanguageChanged((code) => {
        settingsStore.loadedForLanguage = code;
        void queryClient.invalidateQueries({ queryKey: getGetSettingsQueryKey() });
      }),
    [queryClient],
  );
  return null;
}
