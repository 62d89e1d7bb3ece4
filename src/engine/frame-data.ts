import { getGetCurrencyListQueryOptions, getGetSettingsQueryOptions } from '../api/accounts.ts';
import appConfig from '../../config/app.ts';
import { defineRouteData } from './route-data.ts';

/**
 * What every page's frame reads (src/app.tsx SettingsSync: the site's settings, whose flags the menus read, and the
 * currency list, whose symbols the amounts carry, §3 Settings, §9 Currency): the app route's data.
 */
export const settingsReload = { refetchInterval: appConfig.settingsReloadMs, staleTime: appConfig.settingsReloadMs, refetchOnWindowFocus: false };
export const settingsQuery = () => getGetSettingsQueryOptions({ query: settingsReload });
export const currencyListQuery = () => getGetCurrencyListQueryOptions({ query: settingsReload });

export default defineRouteData({ queries: () => [settingsQuery(), currencyListQuery()] });
