import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { NEEDS_CONNECTION } from './lazy-piece';

/**
 * Drawn in the page where a part whose code has not come to this phone yet would be (`lazyPiece`'s
 * `unavailable`): calmly, like LoadError's offline word, since offline is a normal state (issue 22).
 * The part appears by itself when the signal returns; Try again is for a blip with the signal on.
 * @param what the part, as a sentence starts: "The chart".
 */
export function NeedsConnection({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <Alert
      variant="light"
      color="gray"
      icon={<IconWifiOff aria-hidden="true" />}
      title={NEEDS_CONNECTION}
      role="status"
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">
          {what} has not come to this phone yet. It appears by itself when the signal returns.
        </Text>
        <Button variant="default" size="sm" mih={44} onClick={onRetry}>
          Try again
        </Button>
      </Stack>
    </Alert>
  );
}
