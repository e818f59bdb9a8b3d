import { useEffect, useState } from 'react';
import { lodgeToday } from '../lib/lodge-today';

/** How often an open screen checks whether the lodge's day has turned (ms). */
export const dayCheckIntervalMs = 60_000;

/**
 * The lodge's today (`YYYY-MM-DD` in `timezone`, see {@link lodgeToday}) that rolls over at the
 * lodge's midnight (issue 12: a dashboard left open overnight kept yesterday's date; issue 8: the day
 * is the lodge's, not the phone's). Checked every minute while open, and whenever the page becomes
 * visible again (phones pause timers while asleep). `now` is injectable for tests.
 */
export function useLodgeToday(timezone: string, now: () => Date = () => new Date()): string {
  const [today, setToday] = useState(() => lodgeToday(timezone, now()));
  useEffect(() => {
    const rollIfNewDay = () => setToday(lodgeToday(timezone, now()));
    rollIfNewDay();
    const timer = setInterval(rollIfNewDay, dayCheckIntervalMs);
    document.addEventListener('visibilitychange', rollIfNewDay);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', rollIfNewDay);
    };
  }, [timezone, now]);
  return today;
}
