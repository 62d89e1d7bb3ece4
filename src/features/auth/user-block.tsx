import { href } from '../../engine/hrefs.ts';
import styled from '@emotion/styled';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useGetUser } from '../../api/accounts.ts';
import { useIsAuth } from '../../stores/auth.ts';
import { useMenu } from '../../engine/menus.ts';
import BalanceLabel from './balance-label.tsx';
import LoginForm from './login-form.tsx';
import { signOut } from './session.ts';

const Block = styled.div`
  display: flex;
  align-items: center;
  gap: 16px;
  flex-wrap: wrap;
  justify-content: flex-end;
`;

const Trigger = styled.button`
  min-block-size: 44px;
  padding-inline: 12px;
  border-radius: 8px;
  border: 1px solid #5b6684;
  background: #232c42;
  color: #f4f6fb;
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid #ffe08a;
  }
`;

const Content = styled(DropdownMenu.Content)`
  min-inline-size: 220px;
  padding: 8px;
  border-radius: 8px;
  background: #232c42;
  color: #f4f6fb;
  box-shadow: 0 8px 24px rgb(0 0 0 / 40%);
  z-index: 50;
`;

const Item = styled(DropdownMenu.Item)`
  display: block;
  padding: 10px 12px;
  border-radius: 6px;
  cursor: pointer;
  outline: none;
  &[data-highlighted] {
    background: #38415a;
  }
`;

const SignUpLink = styled(Link)`
  color: #ffc629;
  font-weight: 700;
  white-space: nowrap;
`;

/** §2 The header's user block: balance label and account menu when signed in, the login form when signed out. */
export default function UserBlock({ compact = true }: { compact?: boolean }) {
  const { t } = useTranslation();
  const isAuth = useIsAuth();
  const navigate = useNavigate();
  const shortMenu = useMenu('profile-short');
  const { data: user } = useGetUser({ query: { enabled: isAuth } });

  if (!isAuth) {
    return (
      <Block>
        <LoginForm compact={compact} />
        <SignUpLink to={href('sign-up')}>{t('auth.signIn.signUpLink')}</SignUpLink>
      </Block>
    );
  }
  return (
    <Block>
      <BalanceLabel />
      <DropdownMenu.Root>
        <DropdownMenu.Trigger asChild>
          <Trigger aria-label={t('auth.accountMenu')}>{user?.username ?? t('auth.account')}</Trigger>
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <Content align="end" sideOffset={6}>
            {shortMenu.flatMap((group) =>
              group.entries.map((entry) => (
                <Item key={entry.id} onSelect={() => navigate(entry.to)}>
                  {t(entry.labelKey)}
                </Item>
              )),
            )}
            <DropdownMenu.Separator />
            <Item onSelect={() => void signOut()}>{t('auth.signOut')}</Item>
          </Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
    </Block>
  );
}
