import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import styled from '@emotion/styled';
import { cryptoPaymentSystems, depositForm, depositRange, quickDepositAmounts } from '../../../config/forms/cashier-deposit.ts';
import { getGetUserQueryKey } from '../../api/accounts.ts';
import { PaymentStatus, useCreateDeposit, useGetDeposit, useListDepositSystems } from '../../api/payments.ts';
import { href } from '../../engine/hrefs.ts';
import { apiBaseUrl } from '../../api/runtime-config.ts';
import { appConfig } from '../../engine/load-config.ts';
import { fromMinorUnits } from '../../domain/money.ts';
import { formatAmountForInput, formatMoney, getDateLocale } from '../../i18n/format.ts';
import { theme } from '../../ui/theme.ts';
import { ButtonLink } from '../../ui/primitives/link.tsx';
import { ToggleChip } from '../../ui/primitives/chip.tsx';
import { ConfigForm } from '../../engine/forms/config-form.tsx';
import { useIntentKey } from '../../api/intent-key.ts';
import { handleSubmitError } from '../../api/profile-errors.ts';
import { ProfilePage } from '../profile/index.ts';
import { Card, Muted, Notice } from '../../ui/panels.tsx';
import { CryptoDeposit } from './crypto-deposit.tsx';
import { LimitStep, useLimitStepNeeded } from './limit-step.tsx';
import { AffordabilityStep, useAffordabilityCheckOpen } from './affordability-step.tsx';
import { depositOrigin, rememberDepositOrigin } from './deposit-origin.ts';
import { finalPaymentStatuses, PaymentStatusNotice } from './payment-status.tsx';
import { paymentSystemDescription } from './payment-systems.tsx';
import { allowedProcessorRedirect } from './processor-redirect.ts';

const Confirmation = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]}px;
  padding: ${theme.space[4]}px;
  border-radius: ${theme.radii[3]}px;
  border: 2px solid ${theme.colors.success};
  background: ${theme.colors.surface};
  h2 {
    margin: 0;
  }
  /* The profile page colours its links; the primary action keeps the button's contrast. */
  a.play-now {
    color: ${theme.colors.primaryText};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]}px;
`;

/**
 * §2 Player journey: after a successful deposit, a clear confirmation and the two ways on: play now (the casino lobby) and
 * back to the page the player opened deposit from. It takes focus, so the player (and a screen reader) meets it.
 */
function DepositConfirmation({ amount }: { amount: string }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  const origin = depositOrigin();
  useEffect(() => heading.current?.focus({ preventScroll: false }), []);
  return (
    <Confirmation aria-labelledby="deposit-confirmation-title" data-testid="deposit-confirmation">
      <h2 id="deposit-confirmation-title" ref={heading} tabIndex={-1}>
        {t('profile.deposit.confirmed', { amount })}
      </h2>
      <Actions>
        <ButtonLink to={href('slots-casino')} className="play-now">{t('profile.deposit.playNow')}</ButtonLink>
        {origin && (
          <ButtonLink to={origin} variant="secondary" data-testid="deposit-back">
            {t('profile.deposit.backToOrigin')}
          </ButtonLink>
        )}
      </Actions>
    </Confirmation>
  );
}

const QuickAmounts = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]}px;
`;

/** The status of the deposit the player comes back with from the payment page (§4 codes), polled until final. */
function ReturnedPayment({ id }: { id: number }) {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const payment = useGetDeposit(id, {
    query: { refetchInterval: (query) => (query.state.data && finalPaymentStatuses.includes(query.state.data.status) ? false : 2000), retry: false },
  });
  const status = payment.data?.status;
  useEffect(() => {
    if (status === PaymentStatus.Success) void queryClient.invalidateQueries({ queryKey: getGetUserQueryKey() });
  }, [status, queryClient]);
  if (payment.isError) return <Notice tone="error">{t('profile.deposit.unknownPayment')}</Notice>;
  if (!payment.data) return <Muted aria-busy="true">{t('profile.list.loading')}</Muted>;
  if (payment.data.status === PaymentStatus.Success) {
    return (
      <>
        <PaymentStatusNotice status={payment.data.status} />
        <DepositConfirmation amount={formatMoney(payment.data.amount, payment.data.amountCurrency)} />
      </>
    );
  }
  return (
    <>
      <PaymentStatusNotice status={payment.data.status} />
      <Muted>{t('profile.deposit.amountOf', { amount: formatMoney(payment.data.amount, payment.data.amountCurrency) })}</Muted>
    </>
  );
}

/**
 * deposit/{paymentSystem} (§2): the amount, checked against the system's and the market's limits (10 to 10 000
 * TND), then the processor's page (redirectLink); back here, the payment's status by code. Crypto systems show
 * an address instead.
 */
export default function DepositPage() {
  const { t } = useTranslation();
  const { paymentSystem = '' } = useParams();
  const [search] = useSearchParams();
  const returnedId = /^\d{1,15}$/.test(search.get('payment_id') ?? '') ? Number(search.get('payment_id')) : 0;
  const systems = useListDepositSystems();
  const system = systems.data?.find((candidate) => candidate.slug === paymentSystem);
  const create = useCreateDeposit({ mutation: { meta: { handlesErrors: true } } });
  const intent = useIntentKey();
  const range = useMemo(() => (system ? depositRange(system, appConfig.market.limits) : null), [system]);
  const currency = appConfig.market.currency;
  const form = useMemo(() => (range ? depositForm(range, currency) : null), [range, currency]);
  const quickAmounts = useMemo(() => (range ? quickDepositAmounts(range) : []), [range]);
  const [chosenAmount, setChosenAmount] = useState<string | null>(null);
  // §2 Player journey: the chip's amount fills the field as the player would type it (the chips' decimal mark).
  const inputLocale = getDateLocale();
  const amountDefaults = useMemo(() => (chosenAmount ? { amount: formatAmountForInput(chosenAmount, inputLocale) } : undefined), [chosenAmount, inputLocale]);
  useEffect(() => rememberDepositOrigin(), []);
  const [redirectRefused, setRedirectRefused] = useState(false);
  const minor = (value: number) => formatMoney(fromMinorUnits(value), currency);
  // §3 Player protection by market: where the pack requires a limit before the first deposit, it is asked first.
  const limitStepNeeded = useLimitStepNeeded();
  // ...and an affordability check opened by net deposits past the pack's threshold is answered before the next deposit.
  const affordabilityOpen = useAffordabilityCheckOpen();

  return (
    <ProfilePage titleKey="profile.deposit.title">
      <p>
        <Link to={href('profile-replenishment')}>{t('profile.deposit.otherSystems')}</Link>
      </p>
      {returnedId > 0 && <ReturnedPayment id={returnedId} />}
      {systems.isLoading || limitStepNeeded === undefined || affordabilityOpen === undefined ? (
        <Muted aria-busy="true">{t('profile.list.loading')}</Muted>
      ) : limitStepNeeded ? (
        <LimitStep />
      ) : affordabilityOpen ? (
        <AffordabilityStep />
      ) : systems.isError ? null : !system ? (
        // Not in the loaded list; a list that failed is said by the page's notice with its cause and a retry (§8).
        <Notice tone="error" role="alert">
          {t('profile.deposit.unknownSystem')}
        </Notice>
      ) : system.isTemporaryDisabled ? (
        <Notice tone="warn" role="status">
          {t('profile.cashier.disabled')}
        </Notice>
      ) : cryptoPaymentSystems.includes(system.slug) ? (
        <CryptoDeposit />
      ) : (
        form &&
        range && (
          <Card>
            <h2>{system.name}</h2>
            <Muted>{paymentSystemDescription(t, system, 'deposit')}</Muted>
            {redirectRefused && (
              <Notice tone="error" role="alert">
                {t('profile.deposit.redirectRefused')}
              </Notice>
            )}
            <Muted data-testid="deposit-range">{t('profile.cashier.range', { min: minor(range.minMinor), max: minor(range.maxMinor) })}</Muted>
            <QuickAmounts role="group" aria-label={t('profile.deposit.quickAmounts')} data-testid="deposit-quick-amounts">
              {quickAmounts.map((amount) => (
                <ToggleChip key={amount} pressed={chosenAmount === amount} onClick={() => setChosenAmount(amount)}>
                  {formatMoney(amount, currency)}
                </ToggleChip>
              ))}
            </QuickAmounts>
            <ConfigForm
              // A quick amount fills the field: the form starts again from it (one field, nothing else to keep).
              key={chosenAmount ?? ''}
              defaultValues={amountDefaults}
              form={form}
              onSubmit={async (values: { amount: string }) => {
                try {
                  const payment = await create.mutateAsync({
                    data: { amount: values.amount, payment_system: system.slug, currency, return_url: `${window.location.origin}${href('deposit', { paymentSystem: system.slug })}` },
                    headers: { 'Idempotency-Key': intent.keyFor(`${system.slug}:${values.amount}`) },
                  });
                  intent.done();
                  if (!payment.redirectLink) return;
                  // §5 Bounds: only to a configured processor, the site itself or the API's origin.
                  const target = allowedProcessorRedirect(payment.redirectLink, {
                    processorOrigins: appConfig.app.paymentProcessorOrigins,
                    siteOrigin: window.location.origin,
                    apiBaseUrl: apiBaseUrl(),
                  });
                  setRedirectRefused(target === null);
                  if (target) window.location.assign(target);
                } catch (error) {
                  handleSubmitError(error);
                }
              }}
            />
          </Card>
        )
      )}
    </ProfilePage>
  );
}
