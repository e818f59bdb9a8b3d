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

/** Remembers `lodgeId` as `userId`'s current lodge. */
export function writeLodgeChoice(userId: string, lodgeId: string): void {
  try {
    localStorage.setItem(keyFor(userId), lodgeId);
  } catch {
    // Not kept; the next visit opens the first lodge.
  }
}
