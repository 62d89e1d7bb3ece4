import { useEffect, useState } from 'react';
import wheelConfig from '../../../config/wheel.ts';
import { zoneOffsetMs } from '../../domain/cashback-resets.ts';
import { nextFreeSpinPeriod } from '../../domain/free-spin-period.ts';
import { appConfig } from '../../engine/load-config.ts';

/** 45_296_000 -> "12:34:56"; hours run past 24 if they must, and nothing goes below "00:00:00". */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  return [hours, minutes, seconds].map((part) => String(part).padStart(2, '0')).join(':');
}

/** When the next free spin comes without a word from the server: the next daily free-spin time in the market's zone. */
export function nextDailyFreeSpin(now: number, freeSpinTime: string, timeZone: string): number {
  return nextFreeSpinPeriod(now, freeSpinTime, zoneOffsetMs(now, timeZone));
}

/**
 * §2 the countdown to the next free spin on the wheel button and the wheel: ticks every countdownTickMs
 * (config/wheel.ts) towards `target`, the server's nextFreeSpinAt. Without one (a guest, a player whose spin of the
 * period is still there), towards the next daily free-spin time (§9: the settings' freeSpinTime, 09:00:00 by
 * default) in the market's time zone, so it never stands still.
 */
export function useFreeSpinCountdown(target: string | null | undefined, freeSpinTime: string = wheelConfig.defaultFreeSpinTime): string {
  const serverTarget = target ? Date.parse(target) : Number.NaN;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), wheelConfig.countdownTickMs);
    return () => clearInterval(timer);
  }, [serverTarget, freeSpinTime]);
  const targetMs = Number.isNaN(serverTarget) ? nextDailyFreeSpin(now, freeSpinTime, appConfig.market.timezone) : serverTarget;
  return formatCountdown(targetMs - now);
}
