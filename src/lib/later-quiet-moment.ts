import { laterWork } from './later-work';

/**
 * Resolves at the first quiet moment after `laterWork` (src/lib/quiet-moment.ts: no tap or key for a
 * second, then browser idle time), for work no first tap should wait behind (issue 22). The quiet-moment
 * code is fetched then, not in the first download.
 */
export function laterQuietMoment(): Promise<void> {
  return laterWork()
    .then(() => import('./quiet-moment'))
    .then(({ quietMoment }) => quietMoment());
}
