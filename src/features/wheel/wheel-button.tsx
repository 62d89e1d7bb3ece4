import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { theme } from '../../ui/theme.ts';
import { Link as RouterLink } from 'react-router';
import wheelConfig from '../../../config/wheel.ts';
import { href } from '../../engine/hrefs.ts';
import { formatMoney } from '../../i18n/format.ts';
import { focusRing } from '../../ui/focus-ring.ts';
import { VisuallyHidden } from '../../ui/primitives/visually-hidden.tsx';
import { useAfterFirstScreen } from '../../ui/use-after-first-screen.ts';
import { useFreeSpinCountdown } from './countdown.ts';
import { useWheelSettings, wheelCurrency } from './use-wheel.ts';

const turn = keyframes({ from: { transform: 'rotate(0deg)' }, to: { transform: 'rotate(360deg)' } });

const ButtonLink = styled(RouterLink)({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.space[2],
  minBlockSize: 44,
  paddingInline: theme.space[2],
  borderRadius: theme.radii[2],
  color: theme.colors.text,
  textDecoration: 'none',
  fontSize: theme.fontSizes[1],
  lineHeight: 1.2,
  whiteSpace: 'nowrap',
  '&:hover': { background: theme.colors.surfaceRaised },
  '.label': { display: 'grid' },
  '.countdown': { color: theme.colors.textMuted, fontVariantNumeric: 'tabular-nums' },
  svg: { flex: 'none' },
  // §2/§9: the icon turns once every 2.6 s (config/wheel.ts), from the moment the page has settled (docs/product.md
  // §2 "Prize-wheel button"), never for a player who asked for less motion.
  '@media (prefers-reduced-motion: no-preference)': { 'svg[data-turning]': { animation: `${turn} ${wheelConfig.iconTurnMs}ms linear infinite` } },
  ...focusRing(theme),
});

/**
 * The turning starts once the page's first load is over (loaded, and the browser idle): an endless animation draws a
 * frame 60 times a second, and on a phone's first load those frames took the main thread's core from the hydration
 * (on /sport/Home at 4x CPU, 209 frames in Lighthouse's window: TBT 407 -> about 230 ms without them).
 */
function WheelIcon() {
  const { ready: pageSettled } = useAfterFirstScreen();
  return (
    <svg width="28" height="28" viewBox="-14 -14 28 28" aria-hidden="true" focusable="false" data-testid="wheel-button-icon" data-turning={pageSettled || undefined}>
      <circle r="13" fill="#f5c542" />
      {Array.from({ length: 8 }, (_, index) => (
        <path key={index} d="M 0 0 L 0 -11 A 11 11 0 0 1 7.78 -7.78 Z" fill={index % 2 ? '#4c1d95' : '#1e3a8a'} transform={`rotate(${index * 45})`} />
      ))}
      <circle r="3" fill="#f5c542" />
    </svg>
  );
}

/**
 * §2 the header's prize-wheel button: opens the wheel. It reads "free spin" when the player has one, otherwise the
 * paid spin's cost and currency and the countdown to the next free spin (§9: the daily free-spin time when the
 * server gives no time). Self-contained: the headers render it with one line.
 */
export function WheelButton({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const { user, settings } = useWheelSettings();
  const countdown = useFreeSpinCountdown(settings?.nextFreeSpinAt, settings?.freeSpinTime);
  const free = settings?.hasFreeSpin ?? false;
  const cost = settings ? formatMoney(settings.paidSpinCost, settings.currency ?? wheelCurrency(user, undefined)) : null;
  // On a phone the header has room for the icon only: the same words stay for screen readers, and the full label
  // is on the wheel itself.
  const Label = compact ? VisuallyHidden : 'span';
  return (
    <ButtonLink to={href('wheel-game')} data-testid="wheel-button">
      <WheelIcon />
      <Label className="label">
        {free ? (
          <span>{t('wheel.button.free')}</span>
        ) : (
          <>
            <span>{cost ? t('wheel.button.paid', { cost }) : t('wheel.button.title')}</span>
            <span className="countdown">
              {t('wheel.button.nextFree')} {/* The server's second and the browser's differ: the browser's count takes over once it runs. */}
              <time data-testid="wheel-button-countdown" suppressHydrationWarning>
                {countdown}
              </time>
            </span>
          </>
        )}
      </Label>
    </ButtonLink>
  );
}
