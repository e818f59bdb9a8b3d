import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';

/** How long an Undo stays on offer (issue 18: "can be undone for a few seconds"). */
export const undoWindowMs = 6000;

let nextId = 0;

/**
 * A success toast with an **Undo** button ("Checked in · Undo", issue 18): `title` says what
 * happened, `detail` what it happened to. Undo closes the toast and runs `onUndo` once; the toast
 * goes by itself after {@link undoWindowMs}. @returns the toast's id.
 */
export function showUndoToast({
  title,
  detail,
  onUndo,
}: {
  title: string;
  detail: string;
  onUndo: () => void;
}): string {
  const id = `toast-undo-${(nextId += 1)}`;
  let used = false;
  notifications.show({
    id,
    color: 'lodge',
    title,
    withBorder: true,
    autoClose: undoWindowMs,
    message: (
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text size="sm" style={{ minWidth: 0 }}>
          {detail}
        </Text>
        <Button
          size="sm"
          variant="light"
          mih={44}
          miw={44}
          aria-label={`Undo: ${title}, ${detail}`}
          onClick={() => {
            if (used) return;
            used = true;
            notifications.hide(id);
            onUndo();
          }}
        >
          Undo
        </Button>
      </Group>
    ),
  });
  return id;
}
