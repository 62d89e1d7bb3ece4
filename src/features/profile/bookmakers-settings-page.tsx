import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OddsFormat, getGetOddsFormatQueryKey, useGetOddsFormat, useUpdateOddsFormat, type OddsFormatValue } from '../../api/profile.ts';
import { getDefaultLanguage } from '../../i18n/languages.ts';
import { useLocale } from '../../stores/locale.ts';
import { showToast } from '../../stores/toasts.ts';
import { toastProfileError } from '../../api/profile-errors.ts';
import { formatOdds } from '../../engine/sportsbook/odds-format.ts';
import { exampleOddsPrices, oddsFormatOptions, useOddsFormat } from '../../engine/sportsbook/use-odds-format.ts';
import { Card, Muted, ProfilePage } from './profile-ui.tsx';

/**
 * profile/bookmakers-settings (§2, §6; on desktops too, docs/product.md §6 says why): the odds format of §3, kept
 * per player. Each format shows the same two example prices, so a player sees what they choose before choosing it.
 */
export default function BookmakersSettingsPage() {
  const { t } = useTranslation();
  const { dateLocale } = useLocale();
  const locale = dateLocale || getDefaultLanguage().dateLocale;
  const [first, second] = exampleOddsPrices.map((price) => formatOdds(price, OddsFormat.Decimal, locale));
  // The prices as the sportsbook shows them now: the same hook the price buttons use, so the preview is the truth.
  const { formatPrice } = useOddsFormat();
  const queryClient = useQueryClient();
  const current = useGetOddsFormat();
  const update = useUpdateOddsFormat({ mutation: { meta: { handlesErrors: true } } });
  // The radio follows the tap at once (the choice being saved), and falls back to the saved one if saving fails.
  // Local state, set in the change event itself: the mutation's pending state reaches React a tick later, and a
  // controlled radio not re-rendered within its event snaps back to the old choice meanwhile.
  const [chosen, setChosen] = useState<OddsFormatValue | null>(null);
  const shown = chosen ?? current.data?.oddsFormat;
  const choose = async (value: OddsFormatValue) => {
    setChosen(value);
    try {
      const answer = await update.mutateAsync({ data: { odds_format: value } });
      queryClient.setQueryData(getGetOddsFormatQueryKey(), answer);
      showToast({ type: 'success', messageKey: 'profile.bookmakers.saved' });
    } catch (error) {
      toastProfileError(error);
    } finally {
      setChosen(null);
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
            <p data-testid="odds-format-preview" style={{ margin: 0, fontWeight: 600 }} aria-live="polite">
              {t('odds.example.yours', { prices: exampleOddsPrices.map(formatPrice).join('  ·  ') })}
            </p>
            <Muted id="odds-format-examples">{t('odds.example.caption', { first, second })}</Muted>
            {oddsFormatOptions.map((option) => (
              <label key={option.id} data-odds-format={option.key} style={{ display: 'flex', gap: 8, alignItems: 'center', minBlockSize: 44 }}>
                <input
                  type="radio"
                  name="odds_format"
                  checked={shown === option.id}
                  disabled={update.isPending}
                  aria-describedby="odds-format-examples"
                  onChange={() => void choose(option.id)}
                />
                <span style={{ flex: 1 }}>{t(option.labelKey)}</span>
                {/* Prices read left to right in every language (Arabic included), like the site's amounts. */}
                <span dir="ltr" data-testid="odds-example" style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {exampleOddsPrices.map((price) => formatOdds(price, option.id, locale)).join('  ·  ')}
                </span>
              </label>
            ))}
          </fieldset>
        )}
      </Card>
    </ProfilePage>
  );
}
