/**
 * How many writes wait in each person's outbox, as last read or written on this page (issue 9): a
 * dependency-free mirror the always-loaded shell reads synchronously (Sign Out asks before deleting
 * unsent writes) without loading the outbox and IndexedDB code into the first download.
 */
const counts = new Map<string, number>();

/** Records the outbox length of `userId` (the outbox module calls this on every read and write). */
export function setWaitingCount(userId: string, count: number): void {
  counts.set(userId, count);
}

/** The last known number of writes waiting for `userId` (0 when the outbox was never read here). */
export function waitingCount(userId: string): number {
  return counts.get(userId) ?? 0;
}

/** Forgets every count (the outbox was wiped). */
export function clearWaitingCounts(): void {
  counts.clear();
}
