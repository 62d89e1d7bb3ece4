import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { focusRing } from '../ui/focus-ring.ts';
import { theme } from '../ui/theme.ts';
import { useMenu } from './menus.ts';

const Group = styled.nav`
  & + & {
    margin-block-start: ${theme.space[4]}px;
  }
`;

const Heading = styled.h3`
  margin: 0 0 ${theme.space[2]}px;
  font-size: ${theme.fontSizes[1]}px;
  color: ${theme.colors.textMuted};
  text-transform: uppercase;
`;

const List = styled.ul`
  display: grid;
  gap: ${theme.space[2]}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled(Link)`
  display: block;
  padding: ${theme.space[3]}px ${theme.space[4]}px;
  border-radius: ${theme.radii[2]}px;
  background: ${theme.colors.surfaceRaised};
  color: ${theme.colors.text};
  text-decoration: none;
  &:hover {
    background: ${theme.colors.border};
  }
  ${focusRing(theme)}
`;

/** Lists the links of a menu slot (§2 sport/ and sport-live choosers). */
export function MenuLinksScreen({ slot }: { slot: string }) {
  const { t } = useTranslation();
  const groups = useMenu(slot);
  return (
    <>
      {groups.map((group) => (
        <Group key={group.id} aria-labelledby={`menu-${slot}-${group.id}`}>
          <Heading id={`menu-${slot}-${group.id}`}>{t(group.labelKey)}</Heading>
          <List>
            {group.entries.map((entry) => (
              <li key={entry.id}>
                <Item to={entry.to}>{t(entry.labelKey)}</Item>
              </li>
            ))}
          </List>
        </Group>
      ))}
    </>
  );
}
