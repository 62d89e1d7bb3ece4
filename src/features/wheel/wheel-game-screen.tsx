import type { TFunction } from 'i18next';
import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { TextLink } from './wheel-ui.ts';
import { Notice } from '../../ui/panels.tsx';
import { Button } from '../../ui/primitives/button.tsx';
import { theme } from '../../ui/theme.ts';
import { href } from '../../engine/hrefs.ts';
import { formatMoney } from '../../i18n/format.ts';
import { useLocale } from '../../stores/locale.ts';
import { ButtonLink } from '../../ui/primitives/link.tsx';
import { VisuallyHidden } from '../../ui/primitives/visually-hidden.tsx';
import { useFreeSpinCountdown } from './countdown.ts';
import { useWheelPrizes, useWheelSettings, useWheelSpin, wheelCurrency } from './use-wheel.ts';
import { prizeLabel, WheelSvg } from './wheel-svg.tsx';
import type { SpinResult } from '../../api/wheel.ts';
import { ConnectionNotices } from '../connection/index.ts';

const Screen = styled.div({ display: 'grid', gap: theme.space[4], justifyItems: 'center', textAlign: 'center' });
const Actions = styled.div({ display: 'flex', flexWrap: 'wrap', gap: theme.space[3], justifyContent: 'center' });
const Note = styled.p({ margin: 0, color: theme.colors.textMuted });
const WinPanel = styled.section({
  display: 'grid',
  gap: theme.space[3],
  justifyItems: 'center',
  inlineSize: '100%',
  padding: theme.space[5],
  borderRadius: theme.radii[3],
  background: theme.colors.surfaceRaised,
  border: `2px solid ${theme.colors.primary}`,
  h3: { margin: 0, fontSize: theme.fontSizes[5] },
  '.prize': { margin: 0, fontSize: theme.fontSizes[4], fontWeight: 700, color: theme.colors.primary },
});

/** What the player won, in words: an amount with its currency, a bonus amount, or a present's name (§2). */
export function wonText(result: SpinResult, t: TFunction): string {
  const { prize } = result;
  if (prize.isPresent) return t('wheel.win.present', { name: prize.name });
  const amount = formatMoney(result.winAmount, prize.currency);
  return prize.type === 'bonus' ? t('wheel.win.bonus', { amount }) : t('wheel.win.cash', { amount });
}

/** §2 Wheel game: the prizes, the spin button (free, or paid with its cost and the countdown), the win screen. */
export default function WheelGameScreen() {
  const { t } = useTranslation();
  const { dir } = useLocale();
  const { isAuth, user, settings, settingsLoading } = useWheelSettings();
  const currency = wheelCurrency(user, settings?.currency);
  const { segments, loading: prizesLoading } = useWheelPrizes(isAuth && !user ? undefined : currency);
  const ready = !settingsLoading && !prizesLoading && segments.length > 0 && settings !== undefined;
  const isFree = settings?.hasFreeSpin ?? false;
  const wheel = useWheelSpin({ segments, ready, isFree, isAuth });
  const countdown = useFreeSpinCountdown(settings?.nextFreeSpinAt, settings?.freeSpinTime);

  const spinLabel = isFree ? t('wheel.spin.free') : t('wheel.spin.paid', { cost: settings ? formatMoney(settings.paidSpinCost, settings.currency ?? currency) : '' });

  return (
    <Screen>
      <ConnectionNotices inDialog />
      <WheelSvg segments={segments} rotation={wheel.rotation} direction={dir} reducedMotion={wheel.reducedMotion} />
      <VisuallyHidden as="ul" aria-label={t('wheel.prizesLabel')}>
        {segments.map((prize, index) => (
          <li key={index}>{prizeLabel(prize, t)}</li>
        ))}
      </VisuallyHidden>
      {!ready && !wheel.needAuth && <Note aria-busy="true">{t('wheel.loading')}</Note>}
      <Actions>
        <Button
          variant="primary"
          onClick={() => void wheel.spin()}
          // aria-disabled, not disabled: a guest's tap must reach spin() to get the 'need auth' message (§5).
          aria-disabled={isAuth && (!ready || wheel.loading) ? true : undefined}
          aria-busy={wheel.loading ? true : undefined}
          data-testid="wheel-spin"
        >
          {spinLabel}
        </Button>
      </Actions>
      {!isFree && settings && (
        <Note data-testid="wheel-countdown">
          {t('wheel.nextFreeSpin')} <time>{countdown}</time>
        </Note>
      )}
      {wheel.needAuth && (
        <Notice tone="warn" role="alert" data-testid="wheel-need-auth">
          {t('wheel.needAuth')} <TextLink to={href('auth-sign-in')}>{t('wheel.signIn')}</TextLink>
        </Notice>
      )}
      {/* §4: the result is announced to screen readers when the win screen appears. */}
      <VisuallyHidden aria-live="polite" role="status">
        {wheel.win ? wonText(wheel.win, t) : ''}
      </VisuallyHidden>
      {wheel.win && (
        <WinPanel aria-labelledby="wheel-win-title" data-testid="wheel-win">
          <h3 id="wheel-win-title">{t('wheel.win.title')}</h3>
          <p className="prize">{wonText(wheel.win, t)}</p>
          <Actions>
            <ButtonLink to={href('wheel-game-history')}>{t('wheel.win.viewHistory')}</ButtonLink>
            <Button variant="secondary" onClick={wheel.closeWin}>
              {t('wheel.win.close')}
            </Button>
          </Actions>
        </WinPanel>
      )}
      <TextLink to={href('wheel-game-history')}>{t('wheel.historyLink')}</TextLink>
    </Screen>
  );
}
