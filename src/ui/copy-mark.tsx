import { Text } from '@mantine/core';
import { clockTime } from '../lib/calendar-day';

/** "Updated 14:32": when a copy was taken (`at`, ms since the epoch; the phone's clock and time zone). */
export function copyMarkText(at: number): string {
  return `Updated ${clockTime(new Date(at).toISOString())}`;
}

/**
 * " · Updated 14:32" after a screen's subtitle while it shows the day pack's copy (issue 22: the
 * installed app opens on today's data at once, then the server's rows replace it in place); nothing
 * visible once the server's rows are shown, so an older copy never passes for the current one. `copiedAt`
 * is when the copy was pulled (ms since the epoch, the phone's clock and time zone). Without one it
 * leaves an empty `data-copy-mark` slot, which a page snapshot fills with the time it was taken
 * (src/lib/prerender/page-snapshot.ts).
 */
export function CopyMark({ copiedAt }: { copiedAt: number | null | undefined }) {
  if (copiedAt == null) return <span data-copy-mark="" style={{ whiteSpace: 'nowrap' }} />;
  return (
    <>
      {' · '}
      {/* Kept on one line: "Updated" and its time never part on a narrow phone. */}
      <Text span inherit style={{ whiteSpace: 'nowrap' }}>
        {copyMarkText(copiedAt)}
      </Text>
    </>
  );
}
