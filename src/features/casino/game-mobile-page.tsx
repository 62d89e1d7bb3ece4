import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { theme } from '../../ui/theme.ts';
import { useGameLaunch } from './use-game-launch.ts';

const Message = styled.p`
  margin: 0;
  padding: ${theme.space[6]}px ${theme.space[4]}px;
  text-align: center;
  color: ${theme.colors.text};
`;

/** The mobile game route (§2): redirects to the session address, showing 'Loading...' meanwhile. */
export default function GameMobilePage() {
  const { t } = useTranslation();
  const launch = useGameLaunch({ withRedirect: true });
  if (launch.status === 'blocked') return <Message role="alert">{t('casino.game.blockedOrigin')}</Message>;
  return (
    <main>
      <Message role="status" data-testid="game-loading">
        {t('casino.game.loading')}
      </Message>
    </main>
  );
}
