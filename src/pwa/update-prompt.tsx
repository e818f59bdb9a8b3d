import { Button, CloseButton, Group, Paper, Text } from '@mantine/core';
import type { AppUpdateStatus } from './app-update-store';
import classes from './update-prompt.module.css';

/**
 * "A new version is ready" with **Reload** (issue 9). A polite live region (`role="status"`) that is in
 * the page before any update arrives, so screen readers announce the message when it appears; it never
 * takes focus (the person may be typing). It floats above the bottom bar (or the screen's bottom edge on
 * /auth pages). "Not now" hides it until the next start; Reload shows a spinner while the new version
 * takes over. Both controls are at least 44×44 px (theme).
 */
export function UpdatePrompt({
  status,
  aboveBottomBar,
  onReload,
  onDismiss,
}: {
  status: AppUpdateStatus;
  aboveBottomBar: boolean;
  onReload: () => void;
  onDismiss: () => void;
}) {
  const shown = status === 'updateReady' || status === 'reloading';
  return (
    <div role="status" className={classes.region} data-above-bottom-bar={aboveBottomBar || undefined}>
      {shown ? (
        <Paper withBorder shadow="md" radius="md" p="xs" className={classes.card}>
          <Group gap="xs" wrap="nowrap">
            <Text fw={600} className={classes.message}>
              A new version is ready
            </Text>
            <Button onClick={onReload} loading={status === 'reloading'}>
              Reload
            </Button>
            {status === 'updateReady' ? <CloseButton aria-label="Not now" onClick={onDismiss} /> : null}
          </Group>
        </Paper>
      ) : null}
    </div>
  );
}
