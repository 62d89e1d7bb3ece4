import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import appConfig from '../../../config/app.ts';
import { getGetCurrencyListQueryKey, getGetSettingsQueryKey, useGetCurrencyList, useGetSettings, type Currency } from '../../api/accounts.ts';
import { flattenSettingsFlags, setSettingsFlags } from '../../engine/settings-flags.ts';
import { onLanguageChanged } from '../../i18n/index.ts';
import { setCurrencySymbols } from '../../stores/currency-symbols.ts';
import { settingsStore } from '../../stores/settings.ts';

/**
 * The flags of the settings a cache holds, before a render that must match the server's (§2 Speed): the server
 * renders with the settings it read, and the browser hydrates with the same flags instead of waiting for an effect.
 */
export function settingsFlagsFromCache(queryClient: QueryClient): Record<string, boolean> {
  return flattenSettingsFlags(queryClient.getQueryData(getGetSettingsQueryKey()));
}

/** The operator's currency symbols a cache holds (§9 Currency), set before a render that must match the server's. */
export function currencySymbolsFromCache(queryClient: QueryClient): void {
  setCurrencySymbols(queryClient.getQueryData<Currency[]>(getGetCurrencyListQueryKey()));
}

/**
 * Keeps site settings fresh (§7: reload every 10 minutes and on language change) and feeds the menu
 * predicates (settings flags such as bonuses.transferBonusBalanceToBalanceOn); the currency list, on the same
 * schedule, feeds the amounts' symbols (§9 Currency). Renders nothing.
 */
export function SettingsSync() {
  const queryClient = useQueryClient();
  const reload = { refetchInterval: appConfig.settingsReloadMs, staleTime: appConfig.settingsReloadMs, refetchOnWindowFocus: false };
  const settings = useGetSettings({ query: reload });
  const currencies = useGetCurrencyList({ query: reload });
  // Set during render, not in an effect: the amounts of this very render (and the server's) carry the symbols.
  setCurrencySymbols(currencies.data);

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
