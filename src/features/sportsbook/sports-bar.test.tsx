// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { orderedSports } from '../../engine/sportsbook/sportsbook-config.ts';
import { renderScreen, startScreenKit } from '../../testing/render-screen.tsx';
import { SportsBar } from './sportsbook-ui.tsx';

// §2 Player journey, betting by keyboard: the sports bar is one Tab stop (the current sport), the arrow keys move
// along it, mirrored right to left, Home and End go to its ends; its chips stay links to their sports.

startScreenKit();

const entries = orderedSports.slice(0, 4).map((sport) => ({ id: sport.id, to: `/sports/${sport.id}` }));

function renderBar(dir: 'ltr' | 'rtl') {
  renderScreen(
    <div dir={dir}>
      <SportsBar label="Sports" entries={entries} />
    </div>,
    { route: entries[1].to },
  );
  const toolbar = screen.getByRole('toolbar', { name: 'Sports' });
  return within(toolbar).getAllByRole('link');
}

function tabStops(links: HTMLElement[]): HTMLElement[] {
  return links.filter((link) => link.tabIndex === 0);
}

describe('SportsBar: one Tab stop, arrow keys along the chips', () => {
  it('left to right: the current sport is the Tab stop; ArrowRight goes on, ArrowLeft back (round the ends), Home and End', () => {
    const links = renderBar('ltr');
    expect(links).toHaveLength(4);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(entries.map((entry) => entry.to));
    expect(tabStops(links)).toEqual([links[1]]);

    links[1].focus();
    fireEvent.keyDown(links[1], { key: 'ArrowRight' });
    expect(document.activeElement).toBe(links[2]);
    // The Tab stop follows the focus: leaving and coming back by Tab returns to this chip.
    expect(tabStops(links)).toEqual([links[2]]);
    fireEvent.keyDown(links[2], { key: 'ArrowLeft' });
    fireEvent.keyDown(links[1], { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(links[0]);
    fireEvent.keyDown(links[0], { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(links[3]);
    fireEvent.keyDown(links[3], { key: 'Home' });
    expect(document.activeElement).toBe(links[0]);
    fireEvent.keyDown(links[0], { key: 'End' });
    expect(document.activeElement).toBe(links[3]);
    expect(tabStops(links)).toEqual([links[3]]);
  });

  it('right to left: ArrowLeft goes on along the reading direction, ArrowRight back', () => {
    const links = renderBar('rtl');
    links[1].focus();
    fireEvent.keyDown(links[1], { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(links[2]);
    fireEvent.keyDown(links[2], { key: 'ArrowRight' });
    fireEvent.keyDown(links[1], { key: 'ArrowRight' });
    expect(document.activeElement).toBe(links[0]);
    fireEvent.keyDown(links[0], { key: 'ArrowRight' });
    expect(document.activeElement).toBe(links[3]);
    fireEvent.keyDown(links[3], { key: 'Home' });
    expect(document.activeElement).toBe(links[0]);
  });

  it('other keys are left to the link (Enter follows it, Tab leaves the bar)', () => {
    const links = renderBar('ltr');
    links[1].focus();
    const event = fireEvent.keyDown(links[1], { key: 'Enter' });
    expect(event).toBe(true);
    expect(document.activeElement).toBe(links[1]);
  });
});
