/**
 * Who signed out on this phone and has not signed in again (issue 9 "session and day pack wiped"; the
 * bug "a day-pack key survived Sign Out"). The sign-out's wipe notes the person here at the moment of
 * the sign-out, synchronously; the day pack's writers (`refreshDayPackCopy`, the sync's
 * `pullLodgePack`) keep nothing under such a person's keys — a read set off after the wipe (the signal
 * coming back just before Sign Out, a screen's last read) would otherwise leave that person's rows on a
 * shared phone. Signing in again lifts it. A tiny module with no imports: the sign-out wiring is in
 * the first download, the day pack is not.
 */

const signedOut = new Set<string>();

/** Notes that `userId` signed out on this phone: their day-pack keys are refused from now on. */
export function noteSignedOut(userId: string): void {
  signedOut.add(userId);
}

/** Notes that `userId` holds a session again: their day-pack keys may be kept again. */
export function noteSignedIn(userId: string): void {
  signedOut.delete(userId);
}

/** Whether `userId` signed out on this phone and has not signed in since (then keep nothing of theirs). */
export function hasSignedOut(userId: string): boolean {
  return signedOut.has(userId);
}
