import type { TFunction } from 'i18next';
import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import wheelConfig from '../../../config/wheel.ts';
import type { Prize } from '../../api/wheel.ts';
import { formatAmount, formatMoney } from '../../i18n/format.ts';
import { segmentCentre, segmentPath, type Direction } from './wheel-geometry.ts';

const radius = 100;
// Alternating segment colours; white labels on both stay above 7:1.
const fills = ['#4c1d95', '#1e3a8a'];
const presentFill = '#9d174d';

const fadeIn = keyframes({ from: { opacity: 0.2 }, to: { opacity: 1 } });

const Figure = styled.div({
  position: 'relative',
  inlineSize: 'min(100%, 360px)',
  marginInline: 'auto',
  aspectRatio: '1',
  svg: { display: 'block', inlineSize: '100%', blockSize: '100%' },
  '.wheel-faded': { animation: `${fadeIn} ${wheelConfig.reducedMotionFadeMs}ms ease-in` },
});

/** A segment's short label: the amount (cash), the amount marked bonus, or the present's name. */
export function prizeLabel(prize: Prize, t: TFunction): string {
  if (prize.isPresent) return prize.name;
  if (prize.type === 'bonus') return t('wheel.segment.bonus', { amount: formatAmount(prize.amount) });
  return formatMoney(prize.amount, prize.currency);
}

/**
 * §2 the wheel: 16 segments of 22.5 degrees (§9), drawn as vectors so it is crisp at every size, mirrored in
 * right-to-left. The pointer is fixed at the top; the wheel group turns by `rotation` degrees. The drawing is
 * hidden from assistive technology: the prizes are listed in text beside it (wheel-game-screen.tsx).
 */
export function WheelSvg({ segments, rotation, direction, reducedMotion }: { segments: readonly Prize[]; rotation: number; direction: Direction; reducedMotion: boolean }) {
  const { t } = useTranslation();
  // §4: about 4 s, slowing to a stop; reduced motion: a short fade (the wheel jumps, the fade hides the jump).
  const transition = reducedMotion ? 'none' : `transform ${wheelConfig.spinMs}ms cubic-bezier(0.12, 0.6, 0.16, 1)`;
  return (
    <Figure data-testid="wheel" data-rotation={rotation}>
      <svg viewBox="-110 -112 220 222" aria-hidden="true" focusable="false">
        <circle r={radius + 6} fill="#f5c542" />
        <g key={reducedMotion ? rotation : 'wheel'} className={reducedMotion ? 'wheel-faded' : undefined} style={{ transform: `rotate(${rotation}deg)`, transition }}>
          {segments.map((prize, index) => {
            const centre = segmentCentre(index, direction);
            return (
              <g key={index} data-segment={index}>
                <path d={segmentPath(index, direction, radius)} fill={prize.isPresent ? presentFill : fills[index % 2]} stroke="#f5c542" strokeWidth={0.8} />
                <text
                  transform={`rotate(${centre - 90})`}
                  x={radius - 8}
                  y={0}
                  // The label's outer edge sits inside the rim: the text's end in left-to-right, its start in
                  // right-to-left (an Arabic label anchored at its end ran past the rim, §2 the wheel).
                  textAnchor={direction === 'rtl' ? 'start' : 'end'}
                  dominantBaseline="middle"
                  fill="#ffffff"
                  fontSize={8}
                  fontWeight={700}
                  direction={direction}
                >
                  {prizeLabel(prize, t)}
                </text>
              </g>
            );
          })}
        </g>
        <circle r={14} fill="#f5c542" stroke="#1b1038" strokeWidth={2} />
        {/* The pointer, fixed at the top. */}
        <path d="M -9 -111 L 9 -111 L 0 -92 Z" fill="#ffffff" stroke="#1b1038" strokeWidth={1.5} />
      </svg>
    </Figure>
  );
}
