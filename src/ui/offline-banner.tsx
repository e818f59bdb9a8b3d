import { useEffect, useState } from 'react';
import { Group, Paper, Text } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';

/**
 * "You're offline" (issue 9 "The day pack"): shown while the phone has no network, with when the data
 * on screen was last updated from the server (the day pack's copy); it goes away by itself when the
 * signal returns. Offline is a normal state, so this is a polite status, not an alert. The day pack's
 * code loads only once the phone is offline (the sign-in page's first download stays as it was).
 */
export function OfflineBanner() {
  const [offline, setOffline] = useState(
    () => typeof navigator !== 'undefined' && navigator.onLine === false,
  );
  const [updatedAt, setUpdatedAt] = useState<number | null>(null);
  useEffect(() => {
    const goOffline = () => setOffline(true);
    const goOnline = () => setOffline(false);
    window.addEventListener('offline', goOffline);
    window.addEventListener('online', goOnline);
    return () => {
      window.removeEventListener('offline', goOffline);
      window.removeEventListener('online', goOnline);
    };
  }, []);
  useEffect(() => {
    if (!offline) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import('../lib/offline/day-pack').then((pack) => {
      if (cancelled) return;
      setUpdatedAt(pack.shownFromPackSince());
      stop = pack.onDayPackChange(() => setUpdatedAt(pack.shownFromPackSince()));
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [offline]);
  if (!offline) return null;
  const time =
    updatedAt === null
      ? null
      : new Date(updatedAt).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
  return (
    <Paper role="status" withBorder radius="md" p="xs" mb="sm" bg="var(--mantine-color-default-hover)">
      <Group gap="xs" wrap="nowrap">
        <IconWifiOff size={18} aria-hidden="true" />
        <Text size="sm">
          <Text span fw={700} size="sm">
            You're offline
          </Text>
          {time ? ` · Last updated ${time}` : ' · Showing what this phone has kept'}
        </Text>
      </Group>
    </Paper>
  );
}
