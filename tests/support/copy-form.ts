import { markShownFromPack } from '../../src/lib/offline/day-pack';
import { dayPackFacts } from '../../src/lib/offline/day-pack-facts';

/**
 * Issue 33: the screens show the phone's copy, pulled at 14:32 (the phone's clock): what the offline
 * banner's "Last updated" and a form's "Updated 14:32 — changes are sent when the signal is back" read.
 */
export function showPhoneCopy(): void {
  markShownFromPack(null, dayPackFacts);
  markShownFromPack(new Date(2026, 10, 29, 14, 32).getTime(), dayPackFacts);
}

/** The screens show the server's rows again (no form is marked). */
export function showServerRows(): void {
  markShownFromPack(null, dayPackFacts);
}

/** The mark of a form opened from that copy (issue 33, verbatim). */
export const COPY_FORM_MARK = 'Updated 14:32 — changes are sent when the signal is back';

/** The fields of `sent` whose value differs from `opened`'s: what the form would write. */
export const touched = (opened: object, sent: object): string[] =>
  Object.entries(sent)
    .filter(([key, value]) => !Object.is((opened as Record<string, unknown>)[key], value))
    .map(([key]) => key);
