import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { NavLink as RouterNavLink } from 'react-router';
import type { NavLink } from '../../engine/navigation.ts';
import { focusRing } from '../../ui/focus-ring.ts';

type Orientation = 'horizontal' | 'vertical';

// `vertical` is not an HTML attribute, so emotion keeps it off the <ul> (`orientation` would leak).
const List = styled.ul<{ vertical: boolean }>(({ vertical, theme }) => ({
  display: 'flex',
  flexDirection: vertical ? 'column' : 'row',
  flexWrap: vertical ? 'nowrap' : 'wrap',
  gap: theme.space[1],
  margin: 0,
  padding: 0,
  listStyle: 'none',
}));

const Item = styled(RouterNavLink)(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  minBlockSize: 44,
  paddingInline: theme.space[3],
  borderRadius: theme.radii[2],
  color: theme.colors.text,
  fontWeight: 600,
  textDecoration: 'none',
  textAlign: 'start',
  '&:hover': { background: theme.colors.surfaceRaised },
  // The current page is told by more than colour: an underline bar and aria-current.
  '&[aria-current="page"]': {
    color: theme.colors.primary,
    boxShadow: `inset 0 -3px 0 ${theme.colors.primary}`,
  },
  ...focusRing(theme),
}));

/**
 * A labelled <nav> of engine-provided links (main navigation, footer links, menu groups). `exact` marks a link
 * current on its own page only, never on the pages under it (the side menu: one current entry).
 */
export function NavigationList({
  links,
  label,
  labelledBy,
  orientation = 'horizontal',
  exact = false,
}: {
  links: readonly NavLink[];
  label?: string;
  labelledBy?: string;
  orientation?: Orientation;
  exact?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <nav aria-label={labelledBy ? undefined : label} aria-labelledby={labelledBy}>
      <List vertical={orientation === 'vertical'}>
        {links.map((link) => (
          <li key={link.id}>
            <Item to={link.to} end={exact || link.to === '/'}>
              {t(link.labelKey)}
            </Item>
          </li>
        ))}
      </List>
    </nav>
  );
}
