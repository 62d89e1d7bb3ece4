import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { useMenu } from '../../engine/menus.ts';
import { Heading } from '../../ui/primitives/text.tsx';
import { NavigationList } from './navigation-list.tsx';

const Group = styled.section(({ theme }) => ({ display: 'flex', flexDirection: 'column', gap: theme.space[1] }));

/** §2: the profile panel's user menu, from the menu groups attached to the 'profile' slot (CONVENTIONS 6). */
export function ProfileMenu() {
  const { t } = useTranslation();
  const groups = useMenu('profile');
  return (
    <div aria-label={t('shell.profilePanel.menuLabel')} role="group">
      {groups.map((group) => {
        const label = t(group.labelKey);
        return (
          <Group key={group.id}>
            <Heading as="h3" fontSize={1} color="textMuted" mt={3}>
              {label}
            </Heading>
            <NavigationList links={group.entries} label={label} orientation="vertical" />
          </Group>
        );
      })}
    </div>
  );
}
