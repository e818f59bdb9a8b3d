import { createActor } from 'xstate';
import { lodgeMachine } from '../../machines/lodge.machine';
import { lodgeImplementations } from '../features/lodge/lodge.actors';
import { authActor } from './auth-actor';

/**
 * The app-wide lodge actor (current lodge + role), created once like the auth actor. The router reads
 * it in `beforeLoad`; screens read it with `useSelector`.
 */
export const lodgeActor = createActor(lodgeMachine.provide(lodgeImplementations));

/**
 * Tells the lodge actor who is signed in: a new signed-in user starts lodge resolution, a sign-out
 * forgets the lodge. Returns the unsubscribe function.
 */
export function connectLodgeToAuth(): () => void {
  let userId: string | null = null;
  const follow = () => {
    const snapshot = authActor.getSnapshot();
    const signedIn = snapshot.matches('signedIn') || snapshot.matches('signingOut');
    const next = signedIn ? (snapshot.context.user?.id ?? null) : null;
    if (next === userId) return;
    if (userId) lodgeActor.send({ type: 'session.ended' });
    userId = next;
    if (next) lodgeActor.send({ type: 'session.started', userId: next });
  };
  const subscription = authActor.subscribe(follow);
  follow();
  return () => subscription.unsubscribe();
}

/**
 * Asks the lodge actor to refresh the person's lodges when the signal comes back (the browser's
 * `online`): after an offline start it holds the phone's copy (`ready.stale`) and would otherwise not
 * notice a role change or a lodge left until the next start. Returns the unsubscribe function.
 */
export function connectLodgeToNetwork(): () => void {
  if (typeof window === 'undefined') return () => {};
  const refresh = () => lodgeActor.send({ type: 'lodge.refresh' });
  window.addEventListener('online', refresh);
  return () => window.removeEventListener('online', refresh);
}
