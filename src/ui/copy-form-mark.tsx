import { Alert } from '@mantine/core';
import { onDayPackChange, shownFromPackSince } from '../lib/offline/day-pack';
import { copyMarkText } from './copy-mark';
import { useCopyShownSince, type CopyShownFact } from './use-copy-shown-since';

/** The day pack's fact, imported with the edit forms: the mark is there in the form's first render. */
const dayPack: CopyShownFact = { shownFromPackSince, onDayPackChange };

/** "Updated 14:32 — changes are sent when the signal is back" (issue 33, verbatim), for a copy taken at `at` (ms). */
export function copyFormMarkText(at: number): string {
  return `${copyMarkText(at)} — changes are sent when the signal is back`;
}

/**
 * Issue 33: the mark of a form opened from the phone's copy — "Updated 14:32 — changes are sent when the
 * signal is back" — shown while the screens show the day pack's copy (the fact the offline banner's
 * "Last updated" reads: `shownFromPackSince`, the time the copy was pulled), nothing once they show the
 * server's rows again. Such a form sends only the fields the person changed (`changedColumns`), over the
 * version it opened (never over a newer one). Loaded with the edit forms, not with the signed-in start.
 */
export function CopyFormMark() {
  const copiedAt = useCopyShownSince(true, dayPack);
  if (copiedAt === null) return null;
  return (
    <Alert
      color="gray"
      variant="light"
      role="status"
      p="xs"
      styles={{ message: { fontSize: 'var(--mantine-font-size-sm)' } }}
    >
      {copyFormMarkText(copiedAt)}
    </Alert>
  );
}
