import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { serverMessageOf } from '../../machines/shared/auth-types';

/**
 * A read failed: what could not be loaded, the server's message when there is one, and Try again.
 * Offline is named as such, not as an error of the person's doing.
 */
export function LoadError({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  const detail = offline
    ? 'You seem to be offline. Connect and try again.'
    : (serverMessageOf(error) ?? 'Check your connection and try again.');
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
