import { BetSlip } from '../../features/betslip/bet-slip.tsx';
import { languages } from '../../../config/languages/index.ts';
import type { SlipState } from '../slip-states.tsx';

// The fixture kit's page (CONVENTIONS 21): the slip's named states (slip-states.tsx), the very data its component tests
// render, drawn one at a time in a browser against the same mock answers, in any language, for a designer or an
// engineer to look at and try. A developer's page: its own words are English; the slip's are the language packs'.

export interface KitPageProps {
  states: Readonly<Record<string, SlipState>>;
  /** The state on show; null: the list alone. */
  current: string | null;
  language: string;
}

/** `?state=<name>&lang=<code>`: every page of the kit is one address, so a state is linked to, reloaded, compared. */
export function kitAddress(state: string | null, language: string): string {
  const query = new URLSearchParams(state ? { state, lang: language } : { lang: language });
  return `?${query.toString()}`;
}

/** The theme's text colour, underlined: the browser's blue is unreadable on the site's dark background. */
const link = { color: 'inherit', textDecoration: 'underline' } as const;

export function KitPage({ states, current, language }: KitPageProps) {
  const state = current ? states[current] : undefined;
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 24, padding: 16, alignItems: 'flex-start' }}>
      <nav aria-label="Fixture kit" style={{ flex: '1 1 220px', maxWidth: 320 }}>
        <h1 style={{ fontSize: 18 }}>The slip's named states</h1>
        <ul data-testid="kit-states" style={{ paddingInlineStart: 18 }}>
          {Object.entries(states).map(([name, entry]) => (
            <li key={name}>
              <a href={kitAddress(name, language)} aria-current={name === current ? 'page' : undefined} title={entry.shows} style={link}>
                {name}
              </a>
            </li>
          ))}
        </ul>
        <p>
          {languages.map((entry) => (
            <a key={entry.code} href={kitAddress(current, entry.code)} lang={entry.code} aria-current={entry.code === language ? 'true' : undefined} style={{ ...link, marginInlineEnd: 12 }}>
              {entry.code}
            </a>
          ))}
        </p>
      </nav>
      <main style={{ flex: '1 1 340px', maxWidth: 420 }}>
        {state ? (
          <>
            <h2 data-testid="kit-state" style={{ fontSize: 16 }}>
              {current}
            </h2>
            <p data-testid="kit-shows">{state.shows}</p>
            {/* As the desktop dock holds it (slip-dock.tsx): 340 px wide, scrolled inside past the window's height. */}
            <div data-testid="kit-slip" style={{ inlineSize: 340, maxInlineSize: '100%', maxBlockSize: 'calc(100vh - 32px)', overflowY: 'auto' }}>
              <BetSlip />
            </div>
          </>
        ) : (
          <p>{current ? `No state named "${current}".` : 'Choose a state.'}</p>
        )}
      </main>
    </div>
  );
}
