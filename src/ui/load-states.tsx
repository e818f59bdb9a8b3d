import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconWifiOff } from '@tabler/icons-react';
import { serverProblemSentence } from '../lib/supabase/server-problem';
import { useOnline } from './use-online';

/**
 * A read failed: what could not be loaded, the server's message when there is one, and Try again.
 * Offline is a normal state, not an error (issue 9): with no network and nothing kept on this phone
 * for the page, it says so calmly (not in red) and loads by itself when the signal returns.
 */
export function LoadError({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  const offline = !useOnline(onRetry);
  if (offline) {
    return (
      <Alert
        variant="light"
        color="gray"
        icon={<IconWifiOff aria-hidden="true" />}
        title="Not on this phone yet"
        role="status"
      >
        <Text size="sm">
          This page has not been opened with a signal on this phone yet, so there is nothing to show offline.
          It loads by itself when the signal returns.
        </Text>
      </Alert>
    );
  }
  const detail = serverProblemSentence(error);
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle aria-hidden="true" />}
      title={title}
      role="alert"
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{detail}</Text>
        <Button variant="default" onClick={onRetry}>
          Try again
        </Button>
      </Stack>
    </Alert>
  );
}
