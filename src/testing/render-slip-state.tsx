import { BetSlip } from '../features/betslip/bet-slip.tsx';
import { renderScreen, type RenderedScreen, type ScreenOptions } from './render-screen.tsx';
import { seedSlipState, type SlipState } from './slip-states.tsx';

/** Renders the slip in a named state (slip-states.tsx); `options` adds to it (its answers before the state's, another player). */
export function renderSlipState(state: SlipState, options: ScreenOptions = {}): RenderedScreen {
  seedSlipState(state);
  return renderScreen(<BetSlip />, { ...state, ...options, api: [...(options.api ?? []), ...(state.api?.() ?? [])] });
}
