import type { ReactNode } from 'react';
import { Icon } from '../../../ui/icons.tsx';

// The icon set config/sportsbook names (`icon` of each sport: ball, racket, stick...). Decorative: the link beside it
// carries the sport's name. A sport whose config names an icon this set lacks gets the plain ball, never nothing.

const glyphs: Record<string, ReactNode> = {
  ball: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7l4 3-1.5 5h-5L8 10z" />
    </>
  ),
  hoop: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3v18M5.6 5.6c3 3 3 9.8 0 12.8M18.4 5.6c-3 3-3 9.8 0 12.8" />
    </>
  ),
  racket: (
    <>
      <ellipse cx="10" cy="9" rx="6" ry="6" />
      <path d="M14.2 13.2L20 19M7 6l6 6M13 6l-6 6" />
    </>
  ),
  net: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 3c0 5 2 8 8 11M12 12c-4 2-7 2-9 1M12 12c2 4 1 7-1 9" />
    </>
  ),
  stick: (
    <>
      <path d="M6 3l6 14h6" />
      <ellipse cx="18" cy="20" rx="3" ry="1.2" />
    </>
  ),
  controller: (
    <>
      <rect x="3" y="8" width="18" height="10" rx="5" />
      <path d="M8 11v4M6 13h4M15.5 12h.01M17.5 14h.01" />
    </>
  ),
  target: (
    <>
      <circle cx="12" cy="12" r="9" />
      <circle cx="12" cy="12" r="5" />
      <circle cx="12" cy="12" r="1" />
    </>
  ),
  glove: (
    <>
      <path d="M7 10V7a3 3 0 016 0h1a3 3 0 013 3v4a6 6 0 01-6 6H9a3 3 0 01-3-3v-4z" />
      <path d="M9 20v2h6v-2" />
    </>
  ),
  bat: (
    <>
      <path d="M4 20l2 0 11-11-2-2L4 18z" />
      <circle cx="18.5" cy="18.5" r="2" />
    </>
  ),
  oval: (
    <>
      <ellipse cx="12" cy="12" rx="9" ry="6" transform="rotate(-35 12 12)" />
      <path d="M9 15l6-6M10.5 10.5l3 3" />
    </>
  ),
};

/** The icon of a sport, by the name its config gives. */
export function SportIcon({ name, size = 24 }: { name: string; size?: number }) {
  return (
    <Icon size={size} strokeWidth={1.8} data-sport-icon={name}>
      {glyphs[name] ?? glyphs.ball}
    </Icon>
  );
}
