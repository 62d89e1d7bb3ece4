import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../ui/primitives/button.tsx';
import { Notice } from '../../ui/panels.tsx';
import { theme } from '../../ui/theme.ts';
import type { LaunchState } from './use-game-launch.ts';
import { backAddress } from './use-game-launch.ts';

const Panel = styled.section`
  margin: auto;
  max-inline-size: 32rem;
  padding: ${theme.space[5]}px ${theme.space[4]}px;
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]}px;
  color: ${theme.colors.text};
  h2 {
    margin: 0;
    font-size: ${theme.fontSizes[3]}px;
  }
  p {
    margin: 0;
  }
  a {
    color: ${theme.colors.text};
  }
`;

/**
 * §8 Other messages, "the game is not available in parallel": the game page says which game runs elsewhere and offers
 * to end it and play here (the server keeps one real-money game per player), or to go back.
 */
export function ParallelGameNotice({ state }: { state: Extract<LaunchState, { status: 'parallel' }> }) {
  const { t } = useTranslation();
  return (
    <Panel aria-labelledby="parallel-game-title" data-testid="parallel-game">
      <h2 id="parallel-game-title">{t('casino.game.parallel.title')}</h2>
      <p role="alert">{state.otherGameName ? t('casino.game.parallel.body', { game: state.otherGameName }) : t('casino.game.parallel.bodyUnnamed')}</p>
      {state.failed && <Notice tone="error">{t('casino.game.parallel.failed')}</Notice>}
      <div>
        <Button type="button" onClick={state.playHere} disabled={state.ending} data-testid="parallel-game-play-here">
          {t(state.ending ? 'casino.game.parallel.ending' : 'casino.game.parallel.playHere')}
        </Button>
      </div>
      <p>
        <Link to={backAddress()}>{t('casino.game.back')}</Link>
      </p>
    </Panel>
  );
}
