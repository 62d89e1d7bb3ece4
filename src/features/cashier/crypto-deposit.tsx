import styled from '@emotion/styled';
import QRCode from 'qrcode';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateCryptoPayment, useGetCryptoCurrencies, useGetCryptoMinAmount, useGetCryptoPaymentStatus, type CryptoPayment } from '../../api/payments.ts';
import { appConfig } from '../../engine/load-config.ts';
import { formatMoney } from '../../i18n/format.ts';
import { showToast } from '../../stores/toasts.ts';
import { theme } from '../../ui/theme.ts';
import { useIntentKey } from '../../api/intent-key.ts';
import { toastProfileError } from '../../api/profile-errors.ts';
import { FilterForm } from '../../ui/lists.tsx';
import { Card, Muted } from '../../ui/panels.tsx';
import { Button } from '../../ui/primitives/button.tsx';
import { finalPaymentStatuses, PaymentStatusNotice } from './payment-status.tsx';

/** §5: the processor's currencies limited to the supported list, in the list's order (§9). */
export function supportedCryptoCurrencies(available: readonly string[], supported: readonly string[]): string[] {
  const offered = new Set(available.map((code) => code.toLowerCase()));
  return supported.filter((code) => offered.has(code));
}

const Address = styled.code`
  display: block;
  padding: ${theme.space[3]}px;
  border-radius: ${theme.radii[2]}px;
  background: ${theme.colors.inputBackground};
  overflow-wrap: anywhere;
  font-size: ${theme.fontSizes[2]}px;
`;

const QrImage = styled.img`
  inline-size: 200px;
  block-size: 200px;
  background: #fff;
  padding: ${theme.space[2]}px;
  border-radius: ${theme.radii[2]}px;
`;

/**
 * §4 Async actions: the deposit to the address, polled until final; nothing is shown as credited before status 30, which
 * the server alone decides.
 */
function CryptoPaymentProgress({ paymentId }: { paymentId: string }) {
  const { t } = useTranslation();
  const progress = useGetCryptoPaymentStatus(paymentId, {
    query: { refetchInterval: (query) => (query.state.data?.status != null && finalPaymentStatuses.includes(query.state.data.status) ? false : 3000), retry: false },
  });
  const data = progress.data;
  if (!data) return null;
  if (data.status === null) return <Muted data-testid="crypto-waiting">{t('profile.crypto.waiting')}</Muted>;
  return (
    <>
      <PaymentStatusNotice status={data.status} />
      {data.amount !== null && <Muted data-testid="crypto-amount">{t('profile.crypto.amount', { amount: formatMoney(data.amount, data.currency) })}</Muted>}
    </>
  );
}

/** Crypto deposit (§3 Crypto): currency, minimum amount with its fiat equivalent, then pay_address as text and QR code. */
export function CryptoDeposit() {
  const { t } = useTranslation();
  const available = useGetCryptoCurrencies();
  const currencies = useMemo(() => supportedCryptoCurrencies(available.data?.currencies ?? [], appConfig.market.cryptoCurrencies), [available.data]);
  const [currency, setCurrency] = useState('');
  const chosen = currency || currencies[0] || '';
  const minimum = useGetCryptoMinAmount({ currency: chosen }, { query: { enabled: Boolean(chosen) } });
  const create = useCreateCryptoPayment({ mutation: { meta: { handlesErrors: true } } });
  const intent = useIntentKey();
  const [payment, setPayment] = useState<CryptoPayment | null>(null);
  const [qr, setQr] = useState<string | null>(null);

  useEffect(() => {
    if (!payment) return;
    let live = true;
    void QRCode.toDataURL(payment.pay_address, { margin: 1, width: 200 }).then((url) => {
      if (live) setQr(url);
    });
    return () => {
      live = false;
    };
  }, [payment]);

  const submit = async () => {
    try {
      const answer = await create.mutateAsync({ data: { pay_currency: chosen }, headers: { 'Idempotency-Key': intent.keyFor(chosen) } });
      intent.done();
      setQr(null);
      setPayment(answer);
    } catch (error) {
      toastProfileError(error);
    }
  };

  const copy = async () => {
    if (!payment) return;
    try {
      await navigator.clipboard.writeText(payment.pay_address);
      showToast({ type: 'success', messageKey: 'profile.crypto.copied' });
    } catch {
      showToast({ type: 'warn', messageKey: 'profile.crypto.copyFailed' });
    }
  };

  if (available.isLoading) return <Muted aria-busy="true">{t('profile.list.loading')}</Muted>;
  return (
    <Card>
      <FilterForm
        aria-label={t('profile.crypto.title')}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <label>
          {t('profile.crypto.currency')}
          <select name="pay_currency" value={chosen} onChange={(event) => setCurrency(event.target.value)}>
            {currencies.map((code) => (
              <option key={code} value={code}>
                {t(`profile.crypto.currencies.${code}`, { defaultValue: code.toUpperCase() })}
              </option>
            ))}
          </select>
        </label>
        <Button variant="primary" type="submit" disabled={!chosen || create.isPending}>
          {t('profile.crypto.getAddress')}
        </Button>
      </FilterForm>
      {minimum.data && (
        <Muted data-testid="crypto-minimum">
          {t('profile.crypto.minimum', { amount: `${minimum.data.min_amount} ${minimum.data.currency.toUpperCase()}`, fiat: formatMoney(minimum.data.fiat_equivalent, minimum.data.fiat_currency) })}
        </Muted>
      )}
      {payment && (
        <>
          <p>{t('profile.crypto.sendTo', { currency: payment.pay_currency.toUpperCase() })}</p>
          <Address data-testid="crypto-address">{payment.pay_address}</Address>
          {qr && <QrImage src={qr} alt={t('profile.crypto.qrAlt')} data-testid="crypto-qr" />}
          <Button variant="secondary" type="button" onClick={() => void copy()}>
            {t('profile.crypto.copy')}
          </Button>
          {payment.payment_id && <CryptoPaymentProgress paymentId={payment.payment_id} />}
        </>
      )}
    </Card>
  );
}
