import { createRouter } from '@tanstack/react-router';
import { routeTree } from '../routeTree.gen';
import { authActor } from './auth-actor';
import { lodgeActor } from './lodge-actor';
import { currentMembership, isShowingCopy } from '../../machines/lodge.machine';
import type { LodgeActorRef } from '../lib/lodge/lodge-context';
import { FullScreenLoader } from '../ui/full-screen-loader';

/**
 * The app's router: typed routes, the auth actor in context, intent preloading for snappy taps. The
 * full-screen loader shows only when a wait is real: after 400 ms (a lazy route's chunk on a slow
 * network, the session check), and then for at least 200 ms so it does not flash (issue 11; the
 * defaults, 1000/500 ms, kept a signed-in start behind the loader for half a second).
 */
export const router = createRouter({
  routeTree,
  context: { auth: authActor, lodge: lodgeActor },
  defaultPreload: 'intent',
  defaultPendingComponent: FullScreenLoader,
  defaultPendingMs: 400,
  defaultPendingMinMs: 200,
  scrollRestoration: true,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

/** The top-level auth state (`signedIn`, `signedOut`…): all the guards ask about. */
const topLevelOf = (value: unknown) =>
  typeof value === 'string' ? value : Object.keys(value as Record<string, unknown>)[0];

/**
 * Re-runs the guards when the top-level auth state changes; not for its context (a token refresh) nor
 * for the regions inside `signedIn` (the token going fresh or stale, the profile loading or saving),
 * which no guard reads. After a sign-out the person lands on a plain /auth/login (spec §4), not a login
 * that would bring them back.
 */
export function connectRouterToAuth(): () => void {
  let previous = authActor.getSnapshot();
  const subscription = authActor.subscribe((snapshot) => {
    const wasSigningOut = previous.matches('signingOut');
    const changed = topLevelOf(snapshot.value) !== topLevelOf(previous.value);
    previous = snapshot;
    if (!changed) return;
    if (wasSigningOut && snapshot.matches('signedOut')) {
      void router.navigate({ to: '/auth/login', replace: true });
    } else if (!snapshot.matches('signingOut')) {
      void router.invalidate();
    }
  });
  return () => subscription.unsubscribe();
}

/**
 * Reloads every screen's data when the current lodge changes: the person switches to another lodge (or
 * joins one), or the server's list, asked for after the app opened on the phone's copy (issue 11),
 * differs (their role, the lodge's name or time zone, or a lodge they left): the guards and loaders
 * re-run with the new `context.lodge`. Also when the lodge actor stops showing the phone's copy (issue
 * 22: the server answered), so the screens opened on their day pack copy read the server behind it.
 * The first resolution after sign-in needs no reload (the guard is waiting for it). `lodge` and `reload` default to the app's lodge actor and router (tests pass
 * their own).
 */
export function connectRouterToLodge(
  lodge: LodgeActorRef = lodgeActor,
  reload: () => void = () => void router.invalidate(),
): () => void {
  const currentOf = () => {
    const membership = currentMembership(lodge.getSnapshot().context);
    return membership ? JSON.stringify(membership) : null;
  };
  let previous = currentOf();
  let wasShowingCopy = isShowingCopy(lodge.getSnapshot());
  const subscription = lodge.subscribe((snapshot) => {
    const current = currentOf();
    const changed = previous !== null && current !== null && current !== previous;
    const answered = wasShowingCopy && snapshot.matches({ ready: 'fresh' });
    previous = current;
    wasShowingCopy = isShowingCopy(snapshot);
    if (changed || answered) reload();
  });
  return () => subscription.unsubscribe();
}
