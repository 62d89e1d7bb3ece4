import { useEffect, useState } from 'react';
import cashbackConfig from '../../../config/cashback.ts';
import { countdownParts, upcomingResets, type CountdownParts } from '../../domain/cashback-resets.ts';
import { appConfig } from '../../engine/load-config.ts';
import { currentTargets } from './cashback-rules.ts';

const market = appConfig.market;

/**
 * §4 Cashback countdown: the time left to the next of the market's daily resets (00:11 in its time zone, §9),
 * ticking every tickMs (250 ms, config/cashback.ts) while `running`; when it passes its target it takes the next.
 */
export function useCashbackCountdown(running: boolean): { target: number; parts: CountdownParts } {
  const [state, setState] = useState(() => {
    const now = Date.now();
    return { now, targets: upcomingResets(now, market.cashbackReset, market.timezone) as readonly number[] };
  });
  useEffect(() => {
    if (!running) return undefined;
    const tick = () =>
      setState((previous) => {
        const now = Date.now();
        return { now, targets: currentTargets(previous.targets, now, market.cashbackReset, market.timezone) };
      });
    tick();
    const timer = setInterval(tick, cashbackConfig.tickMs);
    return () => clearInterval(timer);
  }, [running]);
  const target = state.targets[0];
  return { target, parts: countdownParts(target - state.now) };
}
