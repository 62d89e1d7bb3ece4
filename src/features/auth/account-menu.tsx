import styled from '@emotion/styled';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useGetUser } from '../../api/accounts.ts';
import { usePlayerFiguresShown } from '../../stores/auth.ts';
import { useMenu } from '../../engine/menus.ts';
import { signOut } from './session.ts';
import { controlBox } from '../../ui/control-box.ts';

const Trigger = styled.button(({ theme }) => ({
  ...controlBox(theme),
  background: theme.colors.surfaceRaised,
  cursor: 'pointer',
  '&:focus-visible': { outline: `3px solid ${theme.colors.focus}` },
}));

const Content = styled(DropdownMenu.Content)(({ theme }) => ({
  minInlineSize: 220,
  // The whole account menu is long: it scrolls inside the viewport instead of running off it.
  maxBlockSize: 'var(--radix-dropdown-menu-content-available-height)',
  overflowY: 'auto',
  padding: theme.space[2],
  borderRadius: theme.radii[2],
  background: theme.colors.surfaceRaised,
  color: theme.colors.text,
  boxShadow: '0 8px 24px rgb(0 0 0 / 40%)',
  zIndex: 50,
}));

const Item = styled(DropdownMenu.Item)(({ theme }) => ({
  display: 'block',
  padding: '10px 12px',
  borderRadius: theme.radii[1],
  cursor: 'pointer',
  outline: 'none',
  '&[data-highlighted]': { background: theme.colors.border },
}));

const GroupLabel = styled(DropdownMenu.Label)(({ theme }) => ({
  padding: '8px 12px 4px',
  fontSize: theme.fontSizes[1],
  color: theme.colors.textMuted,
}));

/**
 * The signed-in player's menu: the one account menu of config/menus/slots.ts (slot 'profile', the same entries and labels
 * as the mobile account panel and the profile sections, §2 profile menu) and sign out. Loaded only once signed in.
 */
export default function AccountMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const groups = useMenu('profile');
  const { data } = useGetUser();
  // The server's signed-in frame names no player (§2 Speed): the name comes once the page is the browser's.
  const user = usePlayerFiguresShown() ? data : undefined;
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        {/* WCAG 2.5.3: the accessible name contains the visible text (the username). */}
        <Trigger aria-label={user ? t('auth.accountMenuFor', { name: user.username }) : t('auth.accountMenu')}>{user?.username ?? t('auth.account')}</Trigger>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <Content align="end" sideOffset={6}>
          {groups.map((group) => (
            <DropdownMenu.Group key={group.id}>
              <GroupLabel>{t(group.labelKey)}</GroupLabel>
              {group.entries.map((entry) => (
                <Item key={entry.id} onSelect={() => navigate(entry.to)}>
                  {t(entry.labelKey)}
                </Item>
              ))}
            </DropdownMenu.Group>
          ))}
          <DropdownMenu.Separator />
          <Item onSelect={() => void signOut()}>{t('auth.signOut')}</Item>
        </Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
