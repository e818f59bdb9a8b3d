import { Button, Group } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';

/**
 * Edit and Delete for one row (owners and managers), named for the row ("Edit review by Anna"). A module
 * of its own: the screen shows these buttons, while the dialogs they open load on first use.
 */
export function RowActions({
  name,
  onEdit,
  onDelete,
}: {
  name: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <Group gap="xs" justify="flex-end">
      <Button
        variant="subtle"
        size="sm"
        mih={44}
        leftSection={<IconPencil size={16} aria-hidden="true" />}
        onClick={onEdit}
        aria-label={`Edit ${name}`}
      >
        Edit
      </Button>
      <Button
        variant="subtle"
        color="red.9"
        size="sm"
        mih={44}
        leftSection={<IconTrash size={16} aria-hidden="true" />}
        onClick={onDelete}
        aria-label={`Delete ${name}`}
      >
        Delete
      </Button>
    </Group>
  );
}
