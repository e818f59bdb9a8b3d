/**
 * Whether the "sample content you can change" notice was dismissed, per person and lodge in this
 * browser (issue 8: say it once, dismissable). Storage failures count as not dismissed.
 */
const keyFor = (userId: string, lodgeId: string) => `ecolodge.sampleNotice.${userId}.${lodgeId}`;

export function isSampleNoticeDismissed(userId: string, lodgeId: string): boolean {
  try {
    return localStorage.getItem(keyFor(userId, lodgeId)) === 'dismissed';
  } catch {
    return false;
  }
}

export function dismissSampleNotice(userId: string, lodgeId: string): void {
  try {
    localStorage.setItem(keyFor(userId, lodgeId), 'dismissed');
  } catch {
    // Shown again next time; nothing is lost.
  }
}
