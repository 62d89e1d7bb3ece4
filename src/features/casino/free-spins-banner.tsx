import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSnapshot } from 'valtio';
import { href } from '../../engine/hrefs.ts';
import type { CasinoGame } from '../../engine/providers.ts';
import { slotsStore, type FreeSpinInfo } from '../../stores/slots.ts';
import { theme } from '../../ui/theme.ts';

const Banner = styled.p`
  margin: 0;
  padding: ${theme.space[2]}px ${theme.space[3]}px;
  border-radius: ${theme.radii[2]}px;
  background: ${theme.colors.surfaceRaised};
  border-inline-start: 4px solid ${theme.colors.success};
  a {
    color: ${theme.colors.link};
    font-weight: 600;
  }
`;

function isFreeSpinInfo(value: unknown): value is FreeSpinInfo {
  return typeof value === 'object' && value !== null && 'freeSpinLeft' in value && 'sessionEnd' in value;
}

/** A provider's free-spin session (§3 Free-spin info, its extra data) offered in the lobby while spins are left. */
export function FreeSpinsBanner({ games }: { games: readonly CasinoGame[] }) {
  const { t } = useTranslation();
  const { extraData } = useSnapshot(slotsStore);
  const offers = Object.entries(extraData).flatMap(([provider, info]) => {
    if (!isFreeSpinInfo(info) || info.sessionEnd || info.freeSpinLeft <= 0) return [];
    const game = games.find((candidate) => candidate.routeProvider === provider && candidate.hasFreeSpins);
    return game ? [{ provider, info, game }] : [];
  });
  return offers.map(({ provider, info, game }) => (
    <Banner key={provider} data-testid="free-spins-banner">
      {t('casino.freeSpins.offer', { count: info.freeSpinLeft })}{' '}
      <Link to={href('slots-game-free-spin', { provider, gameId: game.gameId, freeSpin: 'free' })}>{t('casino.freeSpins.play', { name: game.gameName })}</Link>
    </Banner>
  ));
}
