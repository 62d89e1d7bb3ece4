import styled from '@emotion/styled';
import type { KeyboardEvent, ReactNode } from 'react';
import { focusRing } from '../focus-ring.ts';
import { readsRightToLeft, rovingIndex } from '../roving-focus.ts';
import { theme } from '../theme.ts';

// The WAI-ARIA tabs pattern: a tablist of role="tab" buttons, the chosen one aria-selected and the only one in the
// tab order; arrow keys move between tabs (mirrored right to left), Home and End go to the ends, and the panel is
// labelled by its tab. Selection follows focus: switching a tab only shows what is already loaded.

const List = styled.div({
  display: 'flex',
  gap: theme.space[2],
  overflowX: 'auto',
  paddingBlockEnd: theme.space[1],
});

const TabButton = styled.button({
  flex: 'none',
  minBlockSize: 44,
  paddingBlock: 0,
  paddingInline: theme.space[3],
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radii[4],
  background: theme.colors.surfaceRaised,
  color: theme.colors.text,
  font: 'inherit',
  cursor: 'pointer',
  '&[aria-selected="true"]': { background: theme.colors.primary, color: theme.colors.primaryText, borderColor: theme.colors.primary, fontWeight: 700 },
  ...focusRing(theme),
});

export interface TabItem {
  id: string;
  label: ReactNode;
}

/** The ids a tab and its panel share, so a page can render the panel where it likes. */
export const tabIds = (idPrefix: string, tabId: string) => ({ tab: `${idPrefix}-tab-${tabId}`, panel: `${idPrefix}-panel` });

export interface TabsProps {
  /** Accessible name of the tab list. */
  label: string;
  tabs: readonly TabItem[];
  selected: string;
  onSelect: (id: string) => void;
  /** Prefix of the tabs' and panel's ids (unique on the page). */
  idPrefix: string;
}

/** A row of tabs; render the chosen tab's content in a <TabPanel> with the same idPrefix. */
export function Tabs({ label, tabs, selected, onSelect, idPrefix }: TabsProps) {
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.id === selected);
    const next = rovingIndex(event.key, index, tabs.length, readsRightToLeft(event.currentTarget));
    if (next === undefined) return;
    event.preventDefault();
    onSelect(tabs[next].id);
    event.currentTarget.querySelector<HTMLElement>(`#${CSS.escape(tabIds(idPrefix, tabs[next].id).tab)}`)?.focus();
  };
  return (
    <List role="tablist" aria-label={label} onKeyDown={onKeyDown}>
      {tabs.map((tab) => {
        const ids = tabIds(idPrefix, tab.id);
        const isSelected = tab.id === selected;
        return (
          <TabButton key={tab.id} type="button" role="tab" id={ids.tab} aria-selected={isSelected} aria-controls={ids.panel} tabIndex={isSelected ? 0 : -1} onClick={() => onSelect(tab.id)}>
            {tab.label}
          </TabButton>
        );
      })}
    </List>
  );
}

/** The content of the chosen tab, labelled by it. */
export function TabPanel({ idPrefix, selected, children }: { idPrefix: string; selected: string; children: ReactNode }) {
  const ids = tabIds(idPrefix, selected);
  return (
    <div role="tabpanel" id={ids.panel} aria-labelledby={ids.tab}>
      {children}
    </div>
  );
}
