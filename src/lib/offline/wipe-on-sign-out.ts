import { noteSignedIn, noteSignedOut } from './signed-out-people';

/** What the wipe reads of the auth actor's snapshot: its state and who is signed in. */
interface AuthView {
  matches(state: 'signedOut' | 'checkingSession'): boolean;
  context: { user?: { id: string } | null };
}

/** Someone's session is held: any state but the start's check and `signedOut` (recovery included). */
const holdsSession = (snapshot: AuthView) =>
  !snapshot.matches('signedOut') && !snapshot.matches('checkingSession');

/**
 * Wipes the day pack whenever `auth` reaches `signedOut` from a state holding someone's session (a
 * real sign-out, an offline one, or a refresh token the server refused; issue 9 "session and day pack
 * wiped"), with the outbox and Needs attention lists (a shared phone keeps nothing of the
 * person who left; what the next session queued after the sign-out is kept, however late the wipe
 * runs). A start with nobody signed in (`checkingSession` → `signedOut`) signs nobody out
 * and wipes nothing. The person who left is noted at once (`signed-out-people.ts`): a day-pack write
 * for them that starts after the wipe (a read set off by the signal returning) keeps nothing until they
 * sign in again. The pack's code (idb-keyval) loads only on a wipe, so the sign-in page's first
 * download does not grow. `auth` is any actor with such snapshots (the auth actor).
 * @returns the unsubscribe function.
 */
export function wipeDayPackOnSignOut(auth: {
  getSnapshot(): AuthView;
  subscribe(listener: (snapshot: AuthView) => void): { unsubscribe(): void };
}): () => void {
  let wasSignedIn = holdsSession(auth.getSnapshot());
  let signedInUser = wasSignedIn ? (auth.getSnapshot().context.user?.id ?? null) : null;
  const subscription = auth.subscribe((snapshot) => {
    if (holdsSession(snapshot)) {
      const userId = snapshot.context.user?.id ?? null;
      if (userId && userId !== signedInUser) noteSignedIn(userId);
      signedInUser = userId;
    }
    if (wasSignedIn && snapshot.matches('signedOut')) {
      if (signedInUser) noteSignedOut(signedInUser);
      signedInUser = null;
      // The moment of the sign-out: the outbox's wipe (loaded lazily, so possibly late on a busy
      // phone) keeps what the next session queued after it (issue 33 finding 1).
      const signedOutAt = Date.now();
      void import('./day-pack').then((pack) => pack.wipeDayPack());
      void import('./outbox').then((outbox) => outbox.wipeOutbox(signedOutAt));
    }
    wasSignedIn = holdsSession(snapshot);
  });
  return () => subscription.unsubscribe();
}
