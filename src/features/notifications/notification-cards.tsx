import styled from '@emotion/styled';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import notificationsConfig from '../../../config/notifications.ts';
import { BonusType, useGetBonusHistory, useGetCashbackHistory } from '../../api/bonus.ts';
import { previousReset } from '../../domain/cashback-resets.ts';
import { appConfig } from '../../engine/load-config.ts';
import { useSettingsFlags } from '../../engine/settings-flags.ts';
import { formatDate, formatMoney } from '../../i18n/format.ts';
import { useIsAuth } from '../../stores/auth.ts';
import { notifiesStore } from '../../stores/notifies.ts';
import { pwaStore } from '../../stores/pwa.ts';
import { CloseIcon } from '../../ui/icons.tsx';
import { Button, IconButton } from '../../ui/primitives/button.tsx';
import { promptInstall } from './install-prompt.ts';
import { dismissNotification, minuteQuery, visibleNotifications, type BonusNotification } from './notification-rules.ts';

const Region = styled.section(({ theme }) => ({
  display: 'grid',
  gap: theme.space[2],
  paddingInline: theme.space[3],
  paddingBlockStart: theme.space[3],
}));

const CardBox = styled.article(({ theme }) => ({
  display: 'flex',
  alignItems: 'flex-start',
  gap: theme.space[3],
  padding: theme.space[3],
  borderRadius: theme.radii[2],
  border: `1px solid ${theme.colors.border}`,
  borderInlineStart: `4px solid ${theme.colors.primary}`,
  background: theme.colors.surface,
  color: theme.colors.text,
  h2: { margin: 0, fontSize: theme.fontSizes[2] },
  p: { margin: 0, marginBlockStart: theme.space[1], color: theme.colors.textMuted },
  '.body': { flex: 1, minInlineSize: 0 },
  '.actions': { display: 'flex', gap: theme.space[2], marginBlockStart: theme.space[2], flexWrap: 'wrap' },
}));

const dayMs = 86_400_000;
const market = appConfig.market;

/** The three §7 notification queries (page sizes 1, 2 and 2), each only while its card could still be shown. */
function useBonusNotifications(enabled: boolean, firstDepositShown: boolean): BonusNotification[] | null {
  // Fixed for the page's life: a new date each render would make a new query each render.
  const since = useMemo(() => {
    const now = Date.now();
    return { bonus: minuteQuery(now - notificationsConfig.bonusRecentDays * dayMs), cashback: minuteQuery(previousReset(now, market.cashbackReset, market.timezone)) };
  }, []);
  const firstDeposit = useGetBonusHistory(
    { is_accrued: 'true', type: BonusType.FirstDeposit, ordering: '-date', page_size: notificationsConfig.firstDepositPageSize, date_from: since.bonus },
    { query: { enabled: enabled && !firstDepositShown } },
  );
  // §4: the cashback accrued at the latest reset.
  const cashback = useGetCashbackHistory({ is_accrued: 'true', page_size: notificationsConfig.cashbackPageSize, date_from: since.cashback }, { query: { enabled } });
  const personalJackpot = useGetBonusHistory(
    { is_accrued: 'true', type: BonusType.PersonalJackpot, ordering: '-date', page_size: notificationsConfig.personalJackpotPageSize, date_from: since.bonus },
    { query: { enabled } },
  );
  const flags = useSnapshot(notifiesStore);
  if (!enabled) return null;
  return visibleNotifications(
    { firstDeposit: firstDeposit.data?.results, cashback: cashback.data?.results, personalJackpot: personalJackpot.data?.results },
    flags,
  );
}

function BonusCard({ card }: { card: BonusNotification }) {
  const { t } = useTranslation();
  const title = t(`notifications.${card.kind}.title`);
  const amount = formatMoney(card.amount, card.amountCurrency);
  return (
    <CardBox data-testid={`notification-${card.kind}`} aria-label={title}>
      <div className="body">
        <h2>{title}</h2>
        <p>{t(`notifications.${card.kind}.text`, { amount, date: formatDate(card.date) })}</p>
      </div>
      {/* Two cashback cards may show at once: each button names its own amount. */}
      <IconButton label={t('notifications.dismiss', { title, amount })} onClick={() => dismissNotification(notifiesStore, card)}>
        <CloseIcon />
      </IconButton>
    </CardBox>
  );
}

function InstallCard() {
  const { t } = useTranslation();
  const title = t('notifications.pwa.title');
  // §4/§9: answered either way, the offer rests for 30 minutes (the flag's expiry, src/stores/notifies.ts).
  const answer = () => {
    notifiesStore.pwaNotificationShown = true;
  };
  return (
    <CardBox data-testid="notification-pwa" aria-label={title}>
      <div className="body">
        <h2>{title}</h2>
        <p>{t('notifications.pwa.text')}</p>
        <div className="actions">
          <Button
            onClick={() => {
              answer();
              void promptInstall();
            }}
          >
            {t('notifications.pwa.install')}
          </Button>
          <Button variant="secondary" onClick={answer}>
            {t('notifications.pwa.later')}
          </Button>
        </div>
      </div>
    </CardBox>
  );
}

/**
 * §4 Notification flags: the player's bonus notifications (first deposit, cashback, personal jackpot) as cards
 * dismissed once and for all, and the install-the-app card when the browser offers installation.
 */
export function NotificationCards() {
  const { t } = useTranslation();
  const isAuth = useIsAuth();
  const flags = useSettingsFlags();
  const { firstDepositShown, pwaNotificationShown } = useSnapshot(notifiesStore);
  const { installPromptAvailable } = useSnapshot(pwaStore);
  const cards = useBonusNotifications(isAuth, firstDepositShown) ?? [];
  // Cashback cards only while cashback is on (§2: the same flag as the button).
  const shown = cards.filter((card) => card.kind !== 'cashback' || flags['bonuses.cashbackOn']);
  const offerInstall = installPromptAvailable && !pwaNotificationShown;
  if (shown.length === 0 && !offerInstall) return null;
  return (
    <Region aria-label={t('notifications.region')} data-testid="notifications">
      {shown.map((card) => (
        <BonusCard key={`${card.kind}-${card.id}`} card={card} />
      ))}
      {offerInstall && <InstallCard />}
    </Region>
  );
}
