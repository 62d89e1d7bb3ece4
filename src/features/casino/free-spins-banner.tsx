import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Snapshot } from 'valtio';
import { href } from '../../engine/hrefs.ts';
import type { CasinoGame } from '../../engine/providers.ts';
import { type FreeSpinInfo, type SlotsState } from '../../stores/slots.ts';
import { slotsStore } from './slots-store.ts';
import { useStorePartInTransition } from '../../stores/follow-in-transition.ts';
import { theme } from '../../ui/theme.ts';
import { useLobbyRowRoom } from './lobby-rows.ts';

const Banner = styled.p`
  margin: 0;
  padding: ${theme.space[2]}px ${theme.space[3]}px;
  border-radius: ${theme.radii[2]}px;
  background: ${theme.colors.surfaceRaised};
  border-inline-start: 4px solid ${theme.colors.success};
  line-height: 1.5;
  /* A phone's offer takes one or two lines (the game's name): always two, so its room (lobby-rows.ts) is its size. */
  @media (max-width: ${theme.breakpoints.tablet}) {
    min-block-size: calc(3em + ${2 * theme.space[2]}px);
  }
  a {
    color: ${theme.colors.link};
    font-weight: 600;
  }
`;

function isFreeSpinInfo(value: unknown): value is FreeSpinInfo {
  return typeof value === 'object' && value !== null && 'freeSpinLeft' in value && 'sessionEnd' in value;
}

export interface FreeSpinOffer {
  provider: string;
  info: FreeSpinInfo;
  game: CasinoGame;
}

const storedExtraData = ({ extraData }: Snapshot<SlotsState>) => ({ extraData });

/** The providers' free-spin sessions (§3 Free-spin info, their extra data) with spins left, each with its game. */
export function useFreeSpinOffers(games: readonly CasinoGame[]): FreeSpinOffer[] {
  // Followed in transitions: each provider's data arriving re-rendered the whole lobby at once (src/stores/follow-in-transition.ts).
  const { extraData } = useStorePartInTransition(slotsStore, storedExtraData);
  return Object.entries(extraData).flatMap(([provider, info]) => {
    if (!isFreeSpinInfo(info) || info.sessionEnd || info.freeSpinLeft <= 0) return [];
    const game = games.find((candidate) => candidate.routeProvider === provider && candidate.hasFreeSpins);
    return game ? [{ provider, info, game }] : [];
  });
}

/** A provider's free-spin session offered in the lobby while spins are left; its room kept (lobby-rows.ts) until known. */
export function FreeSpinsBanner({ offers, settled }: { offers: readonly FreeSpinOffer[]; settled: boolean }) {
  const { t } = useTranslation();
  const keepsRoom = useLobbyRowRoom('freeSpins');
  if (!settled && keepsRoom) {
    return (
      <Banner aria-hidden="true" data-testid="free-spins-room">
        {'\u00a0'}
      </Banner>
    );
  }
  return offers.map(({ provider, info, game }) => (
    <Banner key={provider} data-testid="free-spins-banner">
      {t('casino.freeSpins.offer', { count: info.freeSpinLeft })}{' '}
      <Link to={href('slots-game-free-spin', { provider, gameId: game.gameId, freeSpin: 'free' })}>{t('casino.freeSpins.play', { name: game.gameName })}</Link>
    </Banner>
  ));
}
