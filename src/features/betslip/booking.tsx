import { useEffect, useRef, type JSX } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client.ts';
import { useCreateSportBookingCode, useGetSportBookingCode } from '../../api/sportsbook-bets.ts';
import { betslipSelectionsStore } from '../../stores/betslip-selections.ts';
import { authStore } from '../../stores/auth.ts';
import { Button } from '../../ui/primitives/button.tsx';

// docs/product.md §5 Bet slip, booking codes: "Share" saves the slip as a short code and a link; opening the link
// (signed in or not) loads the selections at today's prices and names those no longer offered.

export function ShareSlip(): JSX.Element {
  const { t } = useTranslation();
  const create = useCreateSportBookingCode();
  const share = () =>
    create.mutate({
      data: { selections: betslipSelectionsStore.items.map((item) => ({ event_id: String(item.eventId), market_id: String(item.marketId), outcome_id: String(item.outcomeId), odd: item.price })) },
    });
  const code = create.data?.code;
  return (
    <div>
      <Button variant="secondary" disabled={create.isPending} onClick={share}>
        {t('betslip.booking.share')}
      </Button>
      {code && (
        <p role="status" data-testid="booking-code">
          {t('betslip.booking.code', { code })} <a href={`/sportsbook/betslip?code=${encodeURIComponent(code)}`}>{t('betslip.booking.link')}</a>
        </p>
      )}
      {create.isError && <p role="alert">{t('errors.defaultMessage')}</p>}
    </div>
  );
}

export interface BookedSlipLoaderProps {
  code: string;
  /** The code's selections were put in the slip already (the slip's "Load a code" field, shown again): not again. */
  loadedAlready?: boolean;
  onLoaded?: () => void;
}

export function BookedSlipLoader({ code, loadedAlready = false, onLoaded }: BookedSlipLoaderProps): JSX.Element | null {
  const { t } = useTranslation();
  const query = useGetSportBookingCode(code, { query: { retry: false } });
  const loaded = useRef<string | null>(null);
  useEffect(() => {
    if (!query.data || loaded.current === code || loadedAlready) return;
    loaded.current = code;
    // Today's prices, not the booked ones (§8: the slip quotes what the feed offers now).
    betslipSelectionsStore.items = query.data.selections
      .filter((entry) => entry.available && entry.odd)
      .map((entry) => ({ eventId: entry.eventId, marketId: entry.marketId, outcomeId: entry.outcomeId, price: entry.odd ?? entry.bookedOdd, priceVersion: 0, live: false, label: entry.eventName ?? undefined }));
    betslipSelectionsStore.owner = authStore.isAuth ? (authStore.user?.id ?? 0) : null;
    onLoaded?.();
  }, [query.data, code, loadedAlready, onLoaded]);
  if (query.isPending) return <p role="status">{t('betslip.booking.loading')}</p>;
  if (query.error) {
    const body = query.error instanceof ApiError ? (query.error.result.errorBody as { code?: string } | null) : null;
    const reason = body?.code === 'booking_code_expired' ? 'booking_code_expired' : 'booking_code_not_found';
    return (
      <p role="alert" data-testid="booking-load-error">
        {t(`betslip.refusals.${reason}`)}
      </p>
    );
  }
  const gone = query.data.selections.filter((entry) => !entry.available || !entry.odd);
  return (
    <p role="status">
      {t('betslip.booking.loaded', { code })} {gone.length > 0 && t('betslip.booking.unavailable', { names: gone.map((entry) => entry.eventName ?? String(entry.outcomeId)).join(', ') })}
    </p>
  );
}
