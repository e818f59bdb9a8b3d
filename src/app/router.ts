import { createRouter, type RouterHistory } from '@tanstack/react-router';
import type { RouterContext } from '../routes/__root';
import { routeTree } from '../routeTree.gen';
import { authActor } from './auth-actor';
import { lodgeActor } from './lodge-actor';
import { dayPackFacts } from '../lib/offline/day-pack-facts';
import { FullScreenLoader } from '../ui/full-screen-loader';

/**
 * The app's router: typed routes, the actors in context, intent preloading for snappy taps. The
 * full-screen loader shows only when a wait is real: after 400 ms (a lazy route's chunk on a slow
 * network, the session check), and then for at least 200 ms so it does not flash (issue 11; the
 * defaults, 1000/500 ms, kept a signed-in start behind the loader for half a second). Its guards re-run
 * when auth or the lodge change: src/app/wiring.ts. `history` is the browser's unless given (the
 * build-time prerender passes a memory history, issue 22).
 */
export function createAppRouter(context: RouterContext, history?: RouterHistory) {
  return createRouter({
    routeTree,
    context,
    ...(history ? { history, isServer: false } : {}),
    defaultPreload: 'intent',
    defaultPendingComponent: FullScreenLoader,
    defaultPendingMs: 400,
    defaultPendingMinMs: 200,
    scrollRestoration: true,
  });
}

/**
 * The app's router, over the app-wide auth and lodge actors and the day-pack facts actor (made once in
 * its module): the one way the loaders learn the facts the app decides (issue 35).
 */
export const router = createAppRouter({ auth: authActor, lodge: lodgeActor, dayPack: dayPackFacts });

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
