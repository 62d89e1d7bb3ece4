import { proxy, useSnapshot } from 'valtio';
import { renderScope } from './render-scope.ts';

export type TextDirection = 'ltr' | 'rtl';

/** §3 Main state areas: locale. What the page is showing now; set only by src/i18n changeLanguage(). */
export interface LocaleState {
  /** Code of the language on screen ('' before the first pack is loaded). */
  lang: string;
  dir: TextDirection;
  /** Intl locale for dates, numbers and money (§4: the language change sets the date locale). */
  dateLocale: string;
}

export const localeStore = proxy<LocaleState>({ lang: '', dir: 'ltr', dateLocale: '' });

export function useLocale(): Readonly<LocaleState> {
  const snapshot = useSnapshot(localeStore);
  return renderScope()?.locale ?? snapshot;
}

/** The language on screen, outside a component (the formatters): the server's render's own, else the store's. */
export function currentLocale(): Readonly<LocaleState> {
  return renderScope()?.locale ?? localeStore;
}
