import type { ReactNode } from 'react';
import { Button, Group, Modal, Text } from '@mantine/core';

/**
 * "Discard what you typed?" with Keep editing (focused first, the safe choice) and Discard. Used by
 * GuardedModal and by inline editors that hold typed text (a review reply).
 */
export function DiscardPrompt({
  opened,
  onKeep,
  onDiscard,
  stackId,
}: {
  opened: boolean;
  onKeep: () => void;
  onDiscard: () => void;
  /** Set when shown in a Modal.Stack over the dialog it belongs to. */
  stackId?: string;
}): ReactNode {
  return (
    <Modal
      opened={opened}
      onClose={onKeep}
      title="Discard what you typed?"
      centered
      size="sm"
      {...(stackId ? { stackId } : {})}
    >
      <Text size="sm" mb="md">
        What you typed has not been saved. Discarding it cannot be undone.
      </Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onKeep} data-autofocus>
          Keep editing
        </Button>
        <Button color="red.9" onClick={onDiscard}>
          Discard
        </Button>
      </Group>
    </Modal>
  );
}
