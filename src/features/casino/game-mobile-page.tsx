import styled from '@emotion/styled';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { theme } from '../../ui/theme.ts';
import { backAddress, useGameLaunch } from './use-game-launch.ts';
import { ParallelGameNotice } from './parallel-game-notice.tsx';
import { VisuallyHidden } from '../../ui/primitives/visually-hidden.tsx';
import { useScreenTitle } from '../../engine/route-screen.tsx';

const GuestGameDialog = lazy(() => import('./guest-game-dialog.tsx'));

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
  const navigate = useNavigate();
  useScreenTitle(launch.status === 'guest' || launch.status === 'parallel' ? launch.gameName : undefined);
  if (launch.status === 'blocked') return <Message role="alert">{t('casino.game.blockedOrigin')}</Message>;
  if (launch.status === 'parallel') {
    return (
      <main>
        <VisuallyHidden as="h1">{launch.gameName}</VisuallyHidden>
        <ParallelGameNotice state={launch} />
      </main>
    );
  }
  if (launch.status === 'guest') {
    // §2 Player journey: a guest signs in here and the game starts, or tries the demo, or goes back.
    return (
      <main>
        <Suspense fallback={null}>
          <GuestGameDialog gameName={launch.gameName} demoHref={launch.demoHref} onClose={() => void navigate(backAddress(), { replace: true })} />
        </Suspense>
      </main>
    );
  }
  return (
    <main>
      <Message role="status" data-testid="game-loading">
        {t('casino.game.loading')}
      </Message>
    </main>
  );
}
