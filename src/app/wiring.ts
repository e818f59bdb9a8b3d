import type { SnapshotFrom } from 'xstate';
import { AUTHENTICATED, type AuthMachine } from '../../machines/auth.machine';
import { currentMembership, isShowingCopy } from '../../machines/lodge.machine';
import type { AuthActorRef } from '../lib/auth/auth-context';
import type { LodgeActorRef } from '../lib/lodge/lodge-context';
import { followNetwork, networkActor, onReconnect, type NetworkActorRef } from '../lib/network/network-actor';
import { feedOnline } from '../lib/network/online';
import { takeCopyShown } from '../lib/offline/copy-first';
import { dayPackFacts } from '../lib/offline/day-pack-facts';
import { wipeDayPackOnSignOut } from '../lib/offline/wipe-on-sign-out';
import { authActor } from './auth-actor';
import { lodgeActor } from './lodge-actor';
import { router } from './router';

/**
 * The app's wiring in one place (issue 19): which app-wide actor listens to which. The actors are
 * created once in their modules (auth, lodge, the page's network actor in lib/network) and know
 * nothing of each other; every subscription between them, and between them and the router, is here.
 * Each is in the app's actor system by its `systemId` (src/lib/app-system.ts: `appSystem.get('lodge')`).
 * The day pack's sync is the one actor not started here: it lives while a lodge is on screen, in the
 * signed-in layout's lazily loaded `LodgeSync`, and follows the same network actor
 * (src/features/sync/connect-sync.ts).
 */

type AuthSnapshot = SnapshotFrom<AuthMachine>;

/**
 * Starts the auth and lodge actors and connects them: auth → lodge (who is signed in), network →
 * lodge (refresh when the signal returns), auth → router and lodge → router (re-run the guards and
 * loaders), auth → day pack (wiped on sign-out). Call once, before the first render.
 * @returns the function that disconnects everything (tests).
 */
export function wireApp(): () => void {
  authActor.start();
  lodgeActor.start();
  const disconnects = [
    connectLodgeToAuth(authActor, lodgeActor),
    connectLodgeToNetwork(networkActor, lodgeActor),
    connectRouterToAuth(authActor, {
      reload: () => void router.invalidate(),
      toLogin: () => void router.navigate({ to: '/auth/login', replace: true }),
    }),
    connectRouterToLodge(
      lodgeActor,
      () => void router.invalidate(),
      () => takeCopyShown(dayPackFacts),
    ),
    wipeDayPackOnSignOut(authActor),
    // Issue 35: the one answer to "online?" is the network machine's, for every part of the app.
    feedOnline((report) => followNetwork(networkActor, report)),
  ];
  return () => disconnects.forEach((disconnect) => disconnect());
}

/**
 * Tells the lodge actor who is signed in (the `authenticated` tag): a new signed-in user starts lodge
 * resolution, a sign-out forgets the lodge. @returns the unsubscribe function.
 */
export function connectLodgeToAuth(auth: AuthActorRef, lodge: LodgeActorRef): () => void {
  let userId: string | null = null;
  const follow = (snapshot: AuthSnapshot) => {
    const next = snapshot.hasTag(AUTHENTICATED) ? (snapshot.context.user?.id ?? null) : null;
    if (next === userId) return;
    if (userId) lodge.send({ type: 'session.ended' });
    userId = next;
    if (next) lodge.send({ type: 'session.started', userId: next });
  };
  const subscription = auth.subscribe(follow);
  follow(auth.getSnapshot());
  return () => subscription.unsubscribe();
}

/**
 * Asks the lodge actor to refresh the person's lodges when the signal comes back: after an offline
 * start it holds the phone's copy (`ready.stale`) and would otherwise not notice a role change or a
 * lodge left until the next start. @returns the unsubscribe function.
 */
export function connectLodgeToNetwork(network: NetworkActorRef, lodge: LodgeActorRef): () => void {
  return onReconnect(network, () => lodge.send({ type: 'lodge.refresh' }));
}

/** What the route guards read of the auth actor (src/features/auth/auth-guards.ts), as one word. */
const guardsView = (snapshot: AuthSnapshot): string => {
  if (snapshot.matches('checkingSession')) return 'checking';
  if (snapshot.hasTag(AUTHENTICATED)) return 'authenticated';
  if (snapshot.matches('recoveringPassword')) return 'recovering';
  return 'signedOut';
};

/**
 * Re-runs the guards (`reload`) when what they read of the auth actor changes; not for its context (a
 * token refresh) nor for the states inside one answer (the token going fresh or stale, the profile
 * loading or saving, signing out). After a sign-out the person lands on a plain /auth/login
 * (`toLogin`, spec §4), not a login that would bring them back. @returns the unsubscribe function.
 */
export function connectRouterToAuth(
  auth: AuthActorRef,
  router: { reload: () => void; toLogin: () => void },
): () => void {
  let previous = auth.getSnapshot();
  const subscription = auth.subscribe((snapshot) => {
    const signedOutBySignOut = previous.matches('signingOut') && snapshot.matches('signedOut');
    const changed = guardsView(snapshot) !== guardsView(previous);
    previous = snapshot;
    if (signedOutBySignOut) router.toLogin();
    else if (changed) router.reload();
  });
  return () => subscription.unsubscribe();
}

/**
 * Reloads every screen's data (`reload`) when the current lodge changes: the person switches to another
 * lodge (or joins one), or the server's list, asked for after the app opened on the phone's copy
 * (issue 11), differs (their role, the lodge's name, time zone or money settings, whether it holds sample content,
 * or a lodge they left): the guards and
 * loaders re-run with the new `context.lodge`. Also when the lodge actor stops showing the phone's copy
 * (issue 22: the server answered) after a screen was given its day pack copy (`copyShown`, asked then),
 * so those screens read the server behind it — but not when every screen read the server anyway (no
 * copy kept yet): each request of a cold start goes out once. The first resolution after sign-in
 * needs no reload (the guard is waiting for it). @returns the unsubscribe function.
 */
export function connectRouterToLodge(
  lodge: LodgeActorRef,
  reload: () => void,
  copyShown: () => boolean = () => true,
): () => void {
  // What the screens read of the lodge; not when it was last opened (each start changes that).
  const currentOf = () => {
    const membership = currentMembership(lodge.getSnapshot().context);
    if (!membership) return null;
    const { lodgeId, name, location, timezone, role, latitude, longitude, sample } = membership;
    const { currency, communitySharePct } = membership;
    // `sample` too (issue 34): after Remove sample content the dashboard's banner goes. The money
    // settings too (issue 35): a changed currency shows on the screens that price things.
    return JSON.stringify({
      lodgeId,
      name,
      location,
      timezone,
      role,
      latitude,
      longitude,
      sample,
      currency,
      communitySharePct,
    });
  };
  let previous = currentOf();
  let wasShowingCopy = isShowingCopy(lodge.getSnapshot());
  const subscription = lodge.subscribe((snapshot) => {
    const current = currentOf();
    const changed = previous !== null && current !== null && current !== previous;
    const showingCopy = isShowingCopy(snapshot);
    // Not cleared when the copy starts showing: a loader may have read the copy before this listener
    // heard of it (bug: products after a reload kept the copy once the server had answered).
    const answered = wasShowingCopy && snapshot.matches({ ready: 'fresh' }) && copyShown();
    previous = current;
    wasShowingCopy = showingCopy;
    if (changed || answered) reload();
  });
  return () => subscription.unsubscribe();
}
