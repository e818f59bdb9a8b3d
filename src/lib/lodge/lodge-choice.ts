/**
 * The lodge a person last chose, kept per person in this browser (issue 8: "the choice is kept"), so
 * a shared phone remembers each staff member's own lodge. Storage failures (private mode, quota) are
 * ignored: the first lodge is then shown.
 */
const keyFor = (userId: string) => `ecolodge.lodge.${userId}`;

/** The remembered lodge id for `userId`, or null. */
export function readLodgeChoice(userId: string): string | null {
  try {
    return localStorage.getItem(keyFor(userId));
  } catch {
    return null;
  }
}

const timeKeyFor = (userId: string) => `ecolodge.lodge.${userId}.at`;

/**
 * When `userId` last chose another lodge on this phone (ISO, the phone's clock), or null (never, or
 * chosen before the time was kept). Compared with the server's `last_opened_at` so the latest choice
 * on any phone wins (issue 18).
 */
export function readLodgeChoiceTime(userId: string): string | null {
  try {
    return localStorage.getItem(timeKeyFor(userId));
  } catch {
    return null;
  }
}

/**
 * Remembers `lodgeId` as `userId`'s current lodge; when it is a new choice, also when it was made
 * (`at`, ISO: now by default).
 */
export function writeLodgeChoice(
  userId: string,
  lodgeId: string,
  at: string = new Date().toISOString(),
): void {
  try {
    if (localStorage.getItem(keyFor(userId)) === lodgeId) return;
    localStorage.setItem(keyFor(userId), lodgeId);
    localStorage.setItem(timeKeyFor(userId), at);
  } catch {
    // Not kept; the next visit opens the first lodge.
  }
}
