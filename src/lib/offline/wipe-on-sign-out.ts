/**
 * Wipes the day pack whenever `auth` reaches `signedOut` after having been signed in (a real sign-out,
 * an offline one, or a refused refresh token; issue 9 "session and day pack wiped"), with the outbox
 * and Needs attention lists (a shared phone keeps nothing of the person who left). The pack's code
 * (idb-keyval) loads only then, so the sign-in page's first download does not grow.
 * `auth` is any actor whose snapshot has `matches` (the auth actor). @returns the unsubscribe function.
 */
export function wipeDayPackOnSignOut(auth: {
  getSnapshot(): { matches(state: 'signedOut'): boolean };
  subscribe(listener: (snapshot: { matches(state: 'signedOut'): boolean }) => void): { unsubscribe(): void };
}): () => void {
  let wasSignedOut = auth.getSnapshot().matches('signedOut');
  const subscription = auth.subscribe((snapshot) => {
    const signedOut = snapshot.matches('signedOut');
    if (signedOut && !wasSignedOut) {
      void import('./day-pack').then((pack) => pack.wipeDayPack());
      void import('./outbox').then((outbox) => outbox.wipeOutbox());
    }
    wasSignedOut = signedOut;
  });
  return () => subscription.unsubscribe();
}
