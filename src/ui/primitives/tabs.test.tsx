// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { TabPanel, Tabs } from './tabs.tsx';

const tabs = [
  { id: 'main', label: 'Main' },
  { id: 'goals', label: 'Goals' },
  { id: 'halves', label: 'Halves' },
];

function Example({ dir }: { dir?: 'rtl' | 'ltr' }) {
  const [selected, setSelected] = useState('main');
  return (
    <div dir={dir}>
      <Tabs label="Markets" idPrefix="markets" tabs={tabs} selected={selected} onSelect={setSelected} />
      <TabPanel idPrefix="markets" selected={selected}>
        <p>{selected} content</p>
      </TabPanel>
    </div>
  );
}

const selectedTab = () => screen.getAllByRole('tab').find((tab) => tab.getAttribute('aria-selected') === 'true')!;

afterEach(cleanup);

describe('Tabs (WAI-ARIA tabs pattern)', () => {
  it('a named tablist whose chosen tab alone is in the tab order and labels the panel it controls', () => {
    render(<Example />);
    expect(screen.getByRole('tablist', { name: 'Markets' })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => [tab.textContent, tab.getAttribute('aria-selected'), tab.tabIndex])).toEqual([
      ['Main', 'true', 0],
      ['Goals', 'false', -1],
      ['Halves', 'false', -1],
    ]);
    const panel = screen.getByRole('tabpanel', { name: 'Main' });
    expect(selectedTab().getAttribute('aria-controls')).toBe(panel.id);
    fireEvent.click(screen.getByRole('tab', { name: 'Halves' }));
    expect(screen.getByRole('tabpanel', { name: 'Halves' }).textContent).toBe('halves content');
  });

  it('arrow keys move and choose, wrapping round; Home and End go to the ends; focus follows', () => {
    render(<Example />);
    const list = screen.getByRole('tablist');
    fireEvent.keyDown(list, { key: 'ArrowRight' });
    expect(selectedTab().textContent).toBe('Goals');
    expect(document.activeElement).toBe(selectedTab());
    fireEvent.keyDown(list, { key: 'ArrowLeft' });
    fireEvent.keyDown(list, { key: 'ArrowLeft' });
    expect(selectedTab().textContent).toBe('Halves');
    fireEvent.keyDown(list, { key: 'Home' });
    expect(selectedTab().textContent).toBe('Main');
    fireEvent.keyDown(list, { key: 'End' });
    expect(selectedTab().textContent).toBe('Halves');
    fireEvent.keyDown(list, { key: 'a' });
    expect(selectedTab().textContent).toBe('Halves');
  });

  it('right to left, the arrows follow the reading direction', () => {
    render(<Example dir="rtl" />);
    fireEvent.keyDown(screen.getByRole('tablist'), { key: 'ArrowLeft' });
    expect(selectedTab().textContent).toBe('Goals');
    fireEvent.keyDown(screen.getByRole('tablist'), { key: 'ArrowRight' });
    expect(selectedTab().textContent).toBe('Main');
  });
});
