import { useEffect, useState } from 'react';
import wheelConfig from '../../../config/wheel.ts';

/** 45_296_000 -> "12:34:56"; hours run past 24 if they must, and nothing goes below "00:00:00". */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  return [hours, minutes, seconds].map((part) => String(part).padStart(2, '0')).join(':');
}

/**
 * §2 the countdown to the next free spin on the wheel button and the wheel: ticks every countdownTickMs
 * (config/wheel.ts) towards `target`; without a target it shows the default free-spin time (§9: 09:00:00).
 */
export function useFreeSpinCountdown(target: string | null | undefined): string {
  const targetMs = target ? Date.parse(target) : Number.NaN;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (Number.isNaN(targetMs)) return undefined;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), wheelConfig.countdownTickMs);
    return () => clearInterval(timer);
  }, [targetMs]);
  return Number.isNaN(targetMs) ? wheelConfig.defaultFreeSpinTime : formatCountdown(targetMs - now);
}
