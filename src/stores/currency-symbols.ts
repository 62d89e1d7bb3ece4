/**
 * The operator's currency symbols (§9 Currency: the currency list, GET api/settings/currency-list/, names symbols for
 * EUR, USD, RUB, UAH and others), read by the amount formatters (src/i18n/format.ts). Filled from the list's query
 * (src/features/settings/settings-sync.tsx), and before hydration from the server's copy of it, so both sides print the
 * same amounts. Operator-wide data, the same for every player, so the site's server may share it between renders.
 */
export const currencySymbols = new Map<string, string>();

/** Replaces the symbols with the list's (an entry without a symbol keeps the language's own sign or the code). */
export function setCurrencySymbols(list: readonly { code: string; symbol: string }[] | undefined): void {
  if (!list) return;
  currencySymbols.clear();
  for (const { code, symbol } of list) if (symbol.trim()) currencySymbols.set(code, symbol.trim());
}
