import { Global } from '@emotion/react';
import styled from '@emotion/styled';
import type { MouseEvent, ReactNode } from 'react';
import { NavLink } from 'react-router';
import { focusRing } from './focus-ring.ts';
import { mobileMediaQuery, theme } from './theme.ts';

/** The bar's own height; the device's bottom safe area (a phone's home indicator) is added under it. */
export const tabBarBlockSizePx = 56;

const Frame = styled.nav({
  position: 'fixed',
  insetInline: 0,
  insetBlockEnd: 0,
  // Over the page and the slip's sheet, under side panels, dialogs and toasts.
  zIndex: 25,
  display: 'flex',
  alignItems: 'stretch',
  blockSize: `calc(${tabBarBlockSizePx}px + env(safe-area-inset-bottom, 0px))`,
  paddingBlockEnd: 'env(safe-area-inset-bottom, 0px)',
  paddingInline: 'env(safe-area-inset-left, 0px) env(safe-area-inset-right, 0px)',
  background: theme.colors.surface,
  borderBlockStart: `1px solid ${theme.colors.border}`,
  boxShadow: '0 -2px 12px rgb(0 0 0 / 30%)',
});

const item = {
  position: 'relative',
  flex: '1 1 0',
  minInlineSize: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 2,
  paddingInline: 2,
  border: 0,
  background: 'transparent',
  color: theme.colors.textMuted,
  font: 'inherit',
  fontSize: theme.fontSizes[0],
  fontWeight: 600,
  lineHeight: 1.2,
  textDecoration: 'none',
  cursor: 'pointer',
  // The current page is told by more than colour: a bar on the tab's top edge, and aria-current.
  '&[aria-current="page"], &[aria-expanded="true"]': { color: theme.colors.primary, boxShadow: `inset 0 3px 0 ${theme.colors.primary}` },
  ...focusRing(theme),
  '&:focus-visible': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: -3 },
} as const;

const ItemLink = styled(NavLink)(item);
const ItemButton = styled.button(item);

const Label = styled.span({ maxInlineSize: '100%', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

const Badge = styled.span({
  position: 'absolute',
  insetBlockStart: 4,
  // Beside the icon's inline-end edge: mirrored in right-to-left.
  insetInlineStart: 'calc(50% + 6px)',
  minInlineSize: 18,
  blockSize: 18,
  paddingInline: 4,
  borderRadius: 9,
  background: theme.colors.primary,
  color: theme.colors.primaryText,
  fontSize: 11,
  fontWeight: 700,
  lineHeight: '18px',
  textAlign: 'center',
});

/**
 * The phone's bottom tab bar: a nav fixed to the bottom edge, below the tablet width only, which sets
 * `--bottom-bar-size` on the page so fixed parts (the bet slip's sheet, toasts, floating buttons) stand on it and the
 * page's end is not hidden under it.
 */
export function TabBar({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Global
        styles={{
          [`@media ${mobileMediaQuery}`]: {
            // The page ends above the bar (body padding), and whatever the browser scrolls into view (a focused field, the
            // register button reached by Tab or by a tap that scrolls first) stops above it too, not under it.
            ':root': { '--bottom-bar-size': `calc(${tabBarBlockSizePx}px + env(safe-area-inset-bottom, 0px))`, scrollPaddingBlockEnd: 'var(--bottom-bar-size)' },
            body: { paddingBlockEnd: 'var(--bottom-bar-size)' },
          },
        }}
      />
      <Frame aria-label={label} data-testid="tab-bar" data-bottom-bar="">
        {children}
      </Frame>
    </>
  );
}

interface ItemContent {
  icon: ReactNode;
  label: string;
  count?: number;
}

function Content({ icon, label, count }: ItemContent) {
  return (
    <>
      {icon}
      <Label>{label}</Label>
      {count !== undefined && count > 0 && <Badge data-testid="tab-count">{count}</Badge>}
    </>
  );
}

/** A tab that is a link (current when its page is on screen). */
export function TabBarLink({ to, onClick, ...content }: ItemContent & { to: string; onClick?: (event: MouseEvent<HTMLAnchorElement>) => void }) {
  return (
    <ItemLink to={to} end onClick={onClick}>
      <Content {...content} />
    </ItemLink>
  );
}

/** A tab that opens a panel (expanded while it is open). */
export function TabBarButton({ onClick, expanded, controls, ...content }: ItemContent & { onClick: () => void; expanded: boolean; controls: string }) {
  return (
    <ItemButton type="button" onClick={onClick} aria-expanded={expanded} aria-controls={controls}>
      <Content {...content} />
    </ItemButton>
  );
}
