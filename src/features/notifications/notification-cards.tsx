import styled from '@emotion/styled';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import notificationsConfig from '../../../config/notifications.ts';
import { BonusType, useGetBonusHistory, useGetCashbackHistory } from '../../api/bonus.ts';
import { previousReset } from '../../domain/cashback-resets.ts';
import { appConfig } from '../../engine/load-config.ts';
import { useSettingsFlags } from '../../engine/settings-flags.ts';
import { formatDate, formatMoney } from '../../i18n/format.ts';
import { useIsAuth, usePlayerFiguresShown } from '../../stores/auth.ts';
import { notifiesStore } from '../../stores/notifies.ts';
import { pwaStore } from '../../stores/pwa.ts';
import { BellIcon, CloseIcon } from '../../ui/icons.tsx';
import { Muted } from '../../ui/panels.tsx';
import { popoverUnder } from '../../ui/overlays.ts';
import { useDismiss } from '../../ui/use-dismiss.ts';
import { Button, IconButton } from '../../ui/primitives/button.tsx';
import { promptInstall } from './install-prompt.ts';
import { dismissNotification, inboxKey, markRead, minuteQuery, unreadCount, visibleNotifications, type BonusNotification } from './notification-rules.ts';

const Region = styled.section(({ theme }) => ({
  display: 'grid',
  gap: theme.space[2],
  paddingInline: theme.space[3],
  paddingBlockStart: theme.space[3],
  '> p': { paddingBlock: theme.space[2] },
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
    // A later offer (after the 30 minutes) counts as unread again.
    notifiesStore.readKeys = notifiesStore.readKeys.filter((key) => key !== inboxKey('pwa'));
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

/** What the inbox holds now: the bonus cards still to show (§4) and the install offer, with their keys and the unread count. */
export function useInbox() {
  const isAuth = useIsAuth();
  const flags = useSettingsFlags();
  const { firstDepositShown, pwaNotificationShown, readKeys } = useSnapshot(notifiesStore);
  const { installPromptAvailable } = useSnapshot(pwaStore);
  // Nothing until the page is the browser's: the server's signed-in frame has no notifications to show (§2 Speed).
  const figuresShown = usePlayerFiguresShown();
  const bonusCards = useBonusNotifications(isAuth, firstDepositShown);
  const cards = (figuresShown ? bonusCards : undefined) ?? [];
  // Cashback cards only while cashback is on (§2: the same flag as the button).
  const shown = cards.filter((card) => card.kind !== 'cashback' || flags['bonuses.cashbackOn']);
  const offerInstall = figuresShown && installPromptAvailable && !pwaNotificationShown;
  const keys = [...shown.map((card) => inboxKey(card)), ...(offerInstall ? [inboxKey('pwa')] : [])];
  return { cards: shown, offerInstall, keys, unread: unreadCount(keys, readKeys) };
}

/**
 * §4 Notification flags: the player's bonus notifications (first deposit, cashback, personal jackpot) as cards
 * dismissed once and for all, and the install-the-app card when the browser offers installation. They wait in the
 * inbox instead of pushing every page down: shown, they count as read.
 */
export function NotificationList({ hideWhenEmpty = false }: { hideWhenEmpty?: boolean }) {
  const { t } = useTranslation();
  const { cards, offerInstall, keys } = useInbox();
  const seen = keys.join(' ');
  useEffect(() => {
    if (seen) markRead(notifiesStore, seen.split(' '));
  }, [seen]);
  if (hideWhenEmpty && keys.length === 0) return null;
  return (
    <Region aria-label={t('notifications.region')} data-testid="notifications">
      {cards.map((card) => (
        <BonusCard key={`${card.kind}-${card.id}`} card={card} />
      ))}
      {offerInstall && <InstallCard />}
      {keys.length === 0 && <Muted>{t('notifications.inbox.empty')}</Muted>}
    </Region>
  );
}

const BellBox = styled.div({ position: 'relative', flex: 'none' });

const Badge = styled.span(({ theme }) => ({
  position: 'absolute',
  insetBlockStart: 2,
  insetInlineEnd: 2,
  minInlineSize: 18,
  blockSize: 18,
  paddingInline: 4,
  borderRadius: 9,
  background: theme.colors.danger,
  color: '#10131c',
  fontSize: 11,
  fontWeight: 700,
  lineHeight: '18px',
  textAlign: 'center',
  pointerEvents: 'none',
}));

const Popover = styled.div(({ theme }) => ({
  ...popoverUnder(theme),
  zIndex: 50,
  inlineSize: 'min(360px, calc(100vw - 16px))',
  maxBlockSize: '70vh',
  overflowY: 'auto',
  paddingBlockEnd: theme.space[3],
  background: theme.colors.surfaceRaised,
}));

/** The unread count as a badge (aria-hidden: the control beside it says it in words). */
export function UnreadBadge() {
  const { unread } = useInbox();
  if (unread === 0) return null;
  return (
    <Badge aria-hidden="true" data-testid="notifications-unread">
      {unread}
    </Badge>
  );
}

/**
 * The header's inbox (desktop): a bell with the unread count that opens the notifications under it; Escape, a click
 * elsewhere or the bell again close it.
 */
export function InboxButton() {
  const { t } = useTranslation();
  const { unread } = useInbox();
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const panelId = useId();
  useDismiss(open, box, () => setOpen(false));
  return (
    <BellBox ref={box} data-testid="notifications-inbox">
      <IconButton
        label={unread > 0 ? t('notifications.inbox.openUnread', { count: unread }) : t('notifications.inbox.open')}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        <BellIcon />
        {unread > 0 && <Badge data-testid="notifications-unread">{unread}</Badge>}
      </IconButton>
      <Popover id={panelId} hidden={!open}>
        {open && <NotificationList />}
      </Popover>
    </BellBox>
  );
}
