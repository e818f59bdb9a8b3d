import { Text } from '@mantine/core';
import { clockTime } from '../lib/calendar-day';

/**
 * " · Updated 14:32" after a screen's subtitle while it shows the day pack's copy (issue 22: the
 * installed app opens on today's data at once, then the server's rows replace it in place); nothing
 * once the server's rows are shown, so an older copy never passes for the current one. `copiedAt` is
 * when the copy was pulled (ms since the epoch, the phone's clock and time zone).
 */
export function CopyMark({ copiedAt }: { copiedAt: number | null | undefined }) {
  if (copiedAt == null) return null;
  return (
    <>
      {' · '}
      {/* Kept on one line: "Updated" and its time never part on a narrow phone. */}
      <Text span inherit style={{ whiteSpace: 'nowrap' }}>
        Updated {clockTime(new Date(copiedAt).toISOString())}
      </Text>
    </>
  );
}
