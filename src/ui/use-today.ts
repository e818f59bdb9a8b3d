import { useEffect, useState } from 'react';
import dayjs, { type Dayjs } from 'dayjs';

/** Milliseconds from `now` to the next local midnight (plus a second, past any clock jitter). */
export function msUntilNextMidnight(now: Dayjs): number {
  return now.add(1, 'day').startOf('day').diff(now) + 1000;
}

/**
 * Today, as a dayjs at the time of the last roll-over, that rolls over at local midnight (issue 12: a
 * dashboard left open overnight kept yesterday's date). Phones pause timers while asleep, so the day is
 * also checked whenever the page becomes visible again. `now` is injectable for tests.
 */
export function useToday(now: () => Dayjs = dayjs): Dayjs {
  const [today, setToday] = useState(now);
  useEffect(() => {
    const rollIfNewDay = () =>
      setToday((shown) => {
        const current = now();
        return current.isSame(shown, 'day') ? shown : current;
      });
    const timer = setTimeout(rollIfNewDay, msUntilNextMidnight(today));
    document.addEventListener('visibilitychange', rollIfNewDay);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', rollIfNewDay);
    };
  }, [today, now]);
  return today;
}
